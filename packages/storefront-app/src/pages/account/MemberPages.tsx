import { Box, Button, DataTable, EmptyState, LinkButton, TextField, VisuallyHidden } from '@ferrite/ui';
import { Form, Link, redirect, useLoaderData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { formatCents, safeRedirectPath, type FavouriteItem, type OrderHistoryRow, type RfqHistoryRow } from '@ferrite/contract';
import { formatDate, formatNumber, useI18n, useT, type TranslationKey } from '../../i18n';
import { useMessageText } from '../../i18n/api-messages';
import { richText } from '../../i18n/rich-text';
import type { RouteDeps } from '../../routing/deps';
import { RFQ_STATUS_KEYS } from '../sourcing/shared';
import { useStores } from '../../state/context';
import { AccountFrame, AccountTiles } from './AccountNav';
import { accountInputs, CsrfField, formValues, FormMessages, invalid, submit, useFormResult, validate, type FormResult } from './forms';
import { ACCOUNT_MENU_LINKS } from './links';
import { endpoints } from '@ferrite/contract/endpoints';

/** POST /account/logoff: ends the session; with JavaScript the page reloads (docs/product.md §4), without it the server redirects back. */
export function logOffAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const back = safeRedirectPath(values.redirect);
    const sent = await submit(deps.api, endpoints.account.logOff, undefined);
    if (!sent.ok) return invalid(sent.result);
    deps.stores.session.token = '';
    deps.stores.session.user = null;
    if (typeof window !== 'undefined') {
      window.location.assign(back);
      // The reload replaces this page; nothing more to render meanwhile.
      return new Promise<never>(() => {});
    }
    return redirect(back);
  };
}

const ACCOUNT_TILES: Record<string, TranslationKey> = {
  '/rfq': 'account.tileRequestQuote',
  '/account/orderstatushistory': 'account.tileOrderHistory',
  '/account/addressmanagement': 'account.tileAddresses',
  '/account/rfqhistory': 'account.tileRfqHistory',
  '/account/favourites': 'account.tileFavourites',
  '/account/changepassword': 'account.tileChangePassword',
  '/account/bind': 'account.tileBind',
};

export function AccountOverviewPage() {
  const session = useSnapshot(useStores().session);
  const t = useT();
  return (
    <AccountFrame title={t('account.titleOverview')}>
      <p>{t('account.greeting', { name: session.user?.UserName ?? '' })}</p>
      <AccountTiles
        tiles={ACCOUNT_MENU_LINKS.filter((link) => link.href !== '/account').map((link) => ({
          href: link.href,
          title: t(link.key),
          text: ACCOUNT_TILES[link.href] ? t(ACCOUNT_TILES[link.href]!) : undefined,
        }))}
      />
    </AccountFrame>
  );
}

export function bindAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    if (values.intent === 'merge') {
      const sent = await submit(deps.api, endpoints.account.mergeGuestData, undefined);
      return sent.ok ? ({ success: sent.message } satisfies FormResult) : invalid(sent.result);
    }
    const { bindEmailInput } = await accountInputs();
    const checked = validate(bindEmailInput, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, endpoints.account.bindEmail, checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message } satisfies FormResult;
  };
}

/**
 * /account/bind: "binding" here means tying things to this account: a new email address (confirmed
 * from that mailbox), or what this browser saved as a guest (merged at every sign-in as well).
 */
export function BindPage() {
  const result = useFormResult();
  const t = useT();
  const navigation = useNavigation();
  const session = useSnapshot(useStores().session);
  return (
    <AccountFrame title={t('account.titleBind')}>
      <FormMessages result={result} />
      <section aria-labelledby="bind-email-title">
        <h2 id="bind-email-title">{t('account.bindEmailTitle')}</h2>
        <p>
          {richText(t('account.bindEmailText'), {
            email: <strong>{session.user && 'Email' in session.user ? String(session.user.Email) : ''}</strong>,
          })}
        </p>
        <Form method="post" noValidate>
          <Box display="flex" flexDirection="column" gap="medium" marginY="large">
            <CsrfField />
            <input type="hidden" name="intent" value="email" />
            <TextField
              label={t('account.newEmail')}
              name="Email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.values?.Email}
              error={result?.fieldErrors?.Email}
            />
            <TextField
              label={t('account.currentPassword')}
              name="Password"
              type="password"
              autoComplete="current-password"
              required
              error={result?.fieldErrors?.Password}
            />
            <div>
              <Button type="submit" loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'email'}>
                {t('account.sendConfirmationLink')}
              </Button>
            </div>
          </Box>
        </Form>
      </section>
      <section aria-labelledby="bind-guest-title">
        <h2 id="bind-guest-title">{t('account.bindGuestTitle')}</h2>
        <p>{t('account.bindGuestText')}</p>
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="merge" />
          <Button type="submit" variant="secondary">
            {t('account.moveGuestData')}
          </Button>
        </Form>
      </section>
    </AccountFrame>
  );
}

export function favouritesAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const { favouriteInput } = await accountInputs();
    const checked = validate(favouriteInput, values);
    if (!checked.ok) return invalid({ formError: checked.result.fieldErrors?.ProductID });
    const sent = await submit(deps.api, endpoints.account.removeFavourite, checked.value);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message } satisfies FormResult;
  };
}

export function FavouritesPage() {
  const favourites = useLoaderData() as FavouriteItem[];
  const result = useFormResult();
  const { t, section, lang } = useI18n();
  return (
    <AccountFrame title={t('account.titleFavourites')}>
      <FormMessages result={result} />
      {favourites.length === 0 ? (
        <EmptyState as="p">
          {richText(t('account.favouritesEmpty'), { link: <Link to="/category">{t('account.browseCatalogue')}</Link> })}
        </EmptyState>
      ) : (
        <DataTable
          caption={t('account.savedParts')}
          hideCaption
          layout="cards"
          labels={section('kitDataTable')}
          rows={favourites}
          rowKey={(item) => String(item.ProductID)}
          columns={[
            {
              key: 'part',
              header: t('account.colPartNumber'),
              rowHeader: true,
              render: (item) => <Link to={item.ProductUrl}>{item.PartNo}</Link>,
            },
            { key: 'MFG', header: t('account.colManufacturer') },
            { key: 'Description', header: t('account.colDescription') },
            {
              key: 'stock',
              header: t('account.colStock'),
              render: (item) => (item.Stock > 0 ? formatNumber(item.Stock, lang) : t('account.outOfStock')),
            },
            {
              key: 'actions',
              header: <VisuallyHidden>{t('account.colActions')}</VisuallyHidden>,
              cardLabel: false,
              render: (item) => (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="ProductID" value={item.ProductID} />
                  <LinkButton type="submit" aria-label={t('account.removeFavourite', { partNo: item.PartNo })}>
                    {t('account.remove')}
                  </LinkButton>
                </Form>
              ),
            },
          ]}
        />
      )}
    </AccountFrame>
  );
}

export function OrderHistoryPage() {
  const orders = useLoaderData() as OrderHistoryRow[];
  const { t, section, lang, locale } = useI18n();
  const tm = useMessageText(['buying']);
  return (
    <AccountFrame title={t('account.titleOrderHistory')}>
      {orders.length === 0 ? (
        <EmptyState as="p">{richText(t('account.ordersEmpty'), { link: <Link to="/category">{t('account.findParts')}</Link> })}</EmptyState>
      ) : (
        <DataTable
          caption={t('account.titleOrderHistory')}
          hideCaption
          layout="cards"
          labels={section('kitDataTable')}
          rows={orders}
          rowKey={(order) => order.OrderNo}
          columns={[
            {
              key: 'order',
              header: t('account.colOrder'),
              rowHeader: true,
              render: (order) => <Link to={order.DetailUrl}>{order.OrderNo}</Link>,
            },
            { key: 'placed', header: t('account.colPlaced'), render: (order) => formatDate(order.CreatedAt, lang) },
            { key: 'status', header: t('account.colStatus'), render: (order) => tm(order.StatusText) },
            {
              key: 'total',
              header: t('account.colTotal'),
              align: 'end',
              render: (order) => formatCents(order.TotalCents, order.Currency, locale),
            },
          ]}
        />
      )}
    </AccountFrame>
  );
}

export function RfqHistoryPage() {
  const rfqs = useLoaderData() as RfqHistoryRow[];
  const { t, section, lang } = useI18n();
  return (
    <AccountFrame title={t('account.titleRfqHistory')}>
      {rfqs.length === 0 ? (
        <EmptyState as="p">{richText(t('account.rfqsEmpty'), { link: <Link to="/rfq">{t('account.requestQuote')}</Link> })}</EmptyState>
      ) : (
        <DataTable
          caption={t('account.titleRfqHistory')}
          hideCaption
          layout="cards"
          labels={section('kitDataTable')}
          rows={rfqs}
          rowKey={(rfq) => rfq.RfqNo}
          columns={[
            { key: 'rfq', header: t('account.colRfq'), rowHeader: true, render: (rfq) => <Link to={rfq.DetailUrl}>{rfq.RfqNo}</Link> },
            { key: 'sent', header: t('account.colSent'), render: (rfq) => formatDate(rfq.CreatedAt, lang) },
            {
              key: 'part',
              header: t('account.colPartNumber'),
              render: (rfq) =>
                rfq.LineCount > 1
                  ? t('account.partAndMore', { partNo: rfq.PartNo, count: formatNumber(rfq.LineCount - 1, lang) })
                  : rfq.PartNo,
            },
            { key: 'quantity', header: t('account.colQuantity'), align: 'end', render: (rfq) => formatNumber(rfq.Quantity, lang) },
            { key: 'status', header: t('account.colStatus'), render: (rfq) => t(RFQ_STATUS_KEYS[rfq.Status]) },
          ]}
        />
      )}
    </AccountFrame>
  );
}
