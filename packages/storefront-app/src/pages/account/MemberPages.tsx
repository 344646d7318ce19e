import { Button, TextField } from '@ferrite/ui';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { safeRedirectPath, type FavouriteItem, type OrderHistoryRow, type RfqHistoryRow } from '../../api/contract';
import { bindEmailInput, favouriteInput } from '../../api/contract/account';
import type { RouteDeps } from '../../routing/deps';
import { useStores } from '../../state/context';
import { AccountFrame } from './AccountNav';
import { CsrfField, formValues, FormMessages, invalid, submit, validate, type FormResult } from './forms';
import { ACCOUNT_MENU_LINKS } from './links';

/** POST /account/logoff: ends the session; with JavaScript the page reloads (spec §4), without it the server redirects back. */
export function logOffAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const back = safeRedirectPath(values.redirect);
    const sent = await submit(deps.api, '/account/LogOff', {});
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

const ACCOUNT_TILES: Record<string, string> = {
  '/rfq': 'Ask for a price on parts you need in volume.',
  '/account/orderstatushistory': 'Follow your orders and their status.',
  '/account/addressmanagement': 'Shipping and billing addresses, and your default.',
  '/account/rfqhistory': 'Quotes you asked for and our answers.',
  '/account/favourites': 'Parts you saved for later.',
  '/account/changepassword': 'Choose a new password; other devices are signed out.',
  '/account/bind': 'Change your email address, or bring over what you saved as a guest.',
};

export function AccountOverviewPage() {
  const session = useSnapshot(useStores().session);
  return (
    <AccountFrame title="My Account">
      <p>Hello, {session.user?.UserName}. What would you like to do?</p>
      <ul className="fe-account-tiles">
        {ACCOUNT_MENU_LINKS.filter((link) => link.href !== '/account').map((link) => (
          <li key={link.href}>
            <Link to={link.href}>
              <strong>{link.text}</strong>
              {ACCOUNT_TILES[link.href]}
            </Link>
          </li>
        ))}
      </ul>
    </AccountFrame>
  );
}

export function bindAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    if (values.intent === 'merge') {
      const sent = await submit<{ Favourites: number }>(deps.api, '/account/MergeGuestData', {});
      return sent.ok ? ({ success: sent.message } satisfies FormResult) : invalid(sent.result);
    }
    const checked = validate(bindEmailInput, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, '/account/BindEmail', checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message } satisfies FormResult;
  };
}

/**
 * /account/bind: "binding" here means tying things to this account: a new email address (confirmed
 * from that mailbox), or what this browser saved as a guest (merged at every sign-in as well).
 */
export function BindPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const session = useSnapshot(useStores().session);
  return (
    <AccountFrame title="Email & Guest Data">
      <FormMessages result={result} />
      <section aria-labelledby="bind-email-title">
        <h2 id="bind-email-title">Change your email address</h2>
        <p>
          Your account uses <strong>{session.user && 'Email' in session.user ? String(session.user.Email) : ''}</strong>. We send a link to the new address;
          the change happens when you open it.
        </p>
        <Form method="post" noValidate className="fe-account-form">
          <CsrfField />
          <input type="hidden" name="intent" value="email" />
          <TextField label="New email address" name="Email" type="email" autoComplete="email" required defaultValue={result?.values?.Email} error={result?.fieldErrors?.Email} />
          <TextField label="Current password" name="Password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.Password} />
          <div>
            <Button type="submit" loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'email'}>
              Send confirmation link
            </Button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="bind-guest-title">
        <h2 id="bind-guest-title">Bring over guest data</h2>
        <p>Parts you saved in this browser before signing in move to your account automatically when you sign in. If you saved more since, move them now.</p>
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="merge" />
          <Button type="submit" variant="secondary">
            Move guest data to my account
          </Button>
        </Form>
      </section>
    </AccountFrame>
  );
}

export function favouritesAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const checked = validate(favouriteInput, values);
    if (!checked.ok) return invalid({ formError: checked.result.fieldErrors?.ProductID });
    const sent = await submit(deps.api, '/account/RemoveFavourite', checked.value);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message } satisfies FormResult;
  };
}

export function FavouritesPage() {
  const favourites = useLoaderData() as FavouriteItem[];
  const result = useActionData() as FormResult | undefined;
  return (
    <AccountFrame title="Favourites">
      <FormMessages result={result} />
      {favourites.length === 0 ? (
        <p className="fe-empty">
          No favourites yet. Save parts from their product pages, or <Link to="/category">browse the catalogue</Link>.
        </p>
      ) : (
        <table className="fe-table">
          <caption className="fe-visually-hidden">Saved parts</caption>
          <thead>
            <tr>
              <th scope="col">Part number</th>
              <th scope="col">Manufacturer</th>
              <th scope="col">Description</th>
              <th scope="col">Stock</th>
              <th scope="col">
                <span className="fe-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {favourites.map((item) => (
              <tr key={item.ProductID}>
                <td>
                  <Link to={item.ProductUrl}>{item.PartNo}</Link>
                </td>
                <td>{item.MFG}</td>
                <td>{item.Description}</td>
                <td>{item.Stock > 0 ? item.Stock.toLocaleString('en-US') : 'Out of stock'}</td>
                <td>
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="ProductID" value={item.ProductID} />
                    <button type="submit" className="fe-linkbutton" aria-label={`Remove ${item.PartNo} from favourites`}>
                      Remove
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountFrame>
  );
}

export function OrderHistoryPage() {
  const orders = useLoaderData() as OrderHistoryRow[];
  return (
    <AccountFrame title="Order History">
      {orders.length === 0 ? (
        <p className="fe-empty">
          You have no orders yet. <Link to="/category">Find parts</Link> to get started.
        </p>
      ) : (
        <table className="fe-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.OrderNo}>
                <td>
                  <Link to={order.DetailUrl}>{order.OrderNo}</Link>
                </td>
                <td>{new Date(order.CreatedAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}</td>
                <td>{order.StatusText}</td>
                <td>{(order.TotalCents / 100).toLocaleString('en-US', { style: 'currency', currency: order.Currency })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountFrame>
  );
}

export function RfqHistoryPage() {
  const rfqs = useLoaderData() as RfqHistoryRow[];
  return (
    <AccountFrame title="RFQ History">
      {rfqs.length === 0 ? (
        <p className="fe-empty">
          You have not asked for a quote yet. <Link to="/rfq">Request a quote</Link>.
        </p>
      ) : (
        <table className="fe-table">
          <thead>
            <tr>
              <th scope="col">RFQ</th>
              <th scope="col">Sent</th>
              <th scope="col">Part number</th>
              <th scope="col">Quantity</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rfqs.map((rfq) => (
              <tr key={rfq.RfqNo}>
                <td>
                  <Link to={rfq.DetailUrl}>{rfq.RfqNo}</Link>
                </td>
                <td>{new Date(rfq.CreatedAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}</td>
                <td>
                  {rfq.PartNo}
                  {rfq.LineCount > 1 ? ` and ${rfq.LineCount - 1} more` : ''}
                </td>
                <td>{rfq.Quantity.toLocaleString('en-US')}</td>
                <td>{rfq.Status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountFrame>
  );
}
