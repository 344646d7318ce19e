import { useMemo, useState } from 'react';
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from 'react-router-dom';
import { Box, Button, Checkbox, EmptyState, Heading, QuantityInput, StockBadge, Summary, Text, VisuallyHidden } from '@ferrite/ui';
import { LineItem, LineItems } from '@ferrite/ui/shop';
import type { CartLine } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { PriceNote } from '../../format/PriceNote';
import { useMoney } from '../../format/use-money';
import { useI18n } from '../../i18n';
import { richText } from '../../i18n/rich-text';
import type { CartActionResult } from './cart-action';
import { localMessage } from './messages';
import { CsrfField, Notice } from './shared';
import { LineProblem, StockSplit } from './BuyingNotes';

export interface CartPageData {
  lines: CartLine[];
  /** The line just added by a form posted without JavaScript. */
  added: number | null;
}

/** One cart row; with JavaScript a quantity change is saved at once through its own fetcher. */
function CartRow({
  line,
  selected,
  onSelect,
  highlight,
}: {
  line: CartLine;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  highlight: boolean;
}) {
  const fetcher = useFetcher<CartActionResult>();
  const pending = fetcher.formData ? Number(fetcher.formData.get('OrderQty')) : undefined;
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : '';
  const priceChanged = line.CartPrice !== line.Product.OrderPrice;
  const money = useMoney();
  const i18n = useI18n();
  const { t, section, locale } = i18n;
  return (
    <LineItem
      highlight={highlight}
      busy={fetcher.state !== 'idle'}
      cells={{
        select: (
          <Checkbox
            label={<VisuallyHidden>{t('buying.selectLine', { partNo: line.PartNo })}</VisuallyHidden>}
            name="DtlID"
            value={String(line.DtlID)}
            checked={selected}
            onChange={onSelect}
          />
        ),
        part: (
          <Box as="span" display="flex" gap="small" alignItems="flex-start">
            <img src={line.Product.PicUrl} alt="" width={40} height={40} />
            <Box as="span" display="flex" flexDirection="column">
              <Link to={line.Product.ProductUrl} className="fe-partno">
                {line.PartNo}
              </Link>
              <Text tone="muted" size="xsmall">
                {line.MFG}
              </Text>
              <Text tone="muted" size="xsmall" measure="medium">
                {line.Description}
              </Text>
              {line.Reference ? (
                <Text tone="muted" size="xsmall">
                  {t('buying.reference', { reference: line.Reference })}
                </Text>
              ) : null}
            </Box>
          </Box>
        ),
        availability: <StockBadge quantity={line.Stock} labels={section('kitStockBadge')} locale={locale} />,
        unitPrice: (
          <>
            {money.unit(line.Product.OrderPrice)}
            {priceChanged ? (
              <Text as="div" tone="caution" size="xsmall">
                {t('buying.wasPrice', { price: money.unit(line.CartPrice) })}
              </Text>
            ) : null}
          </>
        ),
        quantity: (
          <>
            <QuantityInput
              label={t('buying.quantityOf', { partNo: line.PartNo })}
              labels={{ ...section('kitQuantityInput'), adjusted: t('buying.quantityAdjusted') }}
              locale={locale}
              name={`qty-${line.DtlID}`}
              defaultValue={line.Product.OrderQty}
              min={line.MOQ}
              step={line.OrderMultiple}
              onChange={(qty) => {
                if (qty !== line.Product.OrderQty)
                  fetcher.submit(
                    { intent: 'modify', DtlID: String(line.DtlID), OrderQty: String(qty) },
                    { method: 'post', action: '/shopcart' },
                  );
              }}
            />
            <StockSplit now={line.Product.OrderQty - line.BackOrderQty} later={line.BackOrderQty} leadTimeWeeks={line.LeadTimeWeeks} />
            {line.Problem ? <LineProblem>{localMessage(i18n, line.Problem)}</LineProblem> : null}
            {error ? <LineProblem>{error}</LineProblem> : null}
          </>
        ),
        amount: (
          <>
            <strong>{money.cents(line.Product.ItemAmount, line.Currency)}</strong>
            {pending !== undefined && fetcher.state !== 'idle' ? (
              <Text tone="muted" size="xsmall">{` ${t('buying.saving', { count: formatQuantity(pending, locale) })}`}</Text>
            ) : null}
          </>
        ),
        remove: (
          <Button
            type="submit"
            name="intent"
            value={`remove:${line.DtlID}`}
            variant="ghost"
            size="small"
            icon="trash"
            aria-label={t('buying.removePart', { partNo: line.PartNo })}
          >
            {t('buying.remove')}
          </Button>
        ),
      }}
    />
  );
}

/** /shopcart: select lines, change quantities, remove, see totals, check out (docs/product.md §4). */
export function CartPage() {
  const { lines, added } = useLoaderData() as CartPageData;
  const result = useActionData() as CartActionResult | undefined;
  const navigation = useNavigation();
  const [unselected, setUnselected] = useState<Set<number>>(() => new Set());
  const selectedLines = useMemo(() => lines.filter((line) => !unselected.has(line.DtlID)), [lines, unselected]);
  const subtotal = selectedLines.reduce((sum, line) => sum + line.Product.ItemAmount, 0);
  const money = useMoney();
  const { t, plural, section, locale } = useI18n();
  const blocked = selectedLines.some((line) => line.Problem);
  const justAdded = added !== null ? lines.find((line) => line.DtlID === added) : undefined;
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;

  if (lines.length === 0) {
    return (
      <section aria-labelledby="cart-title">
        <Heading level={1} id="cart-title">
          {t('buying.cartTitle')}
        </Heading>
        {result && !result.ok ? <Notice tone="error">{result.message}</Notice> : null}
        {result?.ok ? <Notice tone="success">{result.message}</Notice> : null}
        <EmptyState>
          <p>
            <strong>{t('buying.cartEmpty')}</strong>
          </p>
          <p>
            {richText(t('buying.cartEmptyHint'), {
              allProducts: <Link to="/category">{t('buying.allProductsLink')}</Link>,
              quickOrder: <Link to="/quickorder">{t('buying.quickOrderLink')}</Link>,
            })}
          </p>
        </EmptyState>
      </section>
    );
  }

  const allSelected = unselected.size === 0;
  const toggle = (id: number, checked: boolean) =>
    setUnselected((previous) => {
      const next = new Set(previous);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="cart-title">
      <Heading level={1} id="cart-title">
        {t('buying.cartTitle')}{' '}
        <Text tone="muted" size="xsmall">
          {plural('buying.cartLineCount', lines.length)}
        </Text>
      </Heading>
      {justAdded ? (
        <Notice tone="success">
          {t('buying.addedLine', { qty: formatQuantity(justAdded.Product.OrderQty, locale), partNo: justAdded.PartNo })}
        </Notice>
      ) : null}
      {result && !result.ok ? <Notice tone="error">{result.message}</Notice> : null}
      {result?.ok ? <Notice tone="success">{result.message}</Notice> : null}
      <Form method="post" action="/shopcart">
        <CsrfField />
        <LineItems
          caption={t('buying.cartLinesCaption')}
          columns={['select', 'availability', 'remove']}
          labels={section('kitLineItems')}
          selectAll={
            <Checkbox
              label={<VisuallyHidden>{t('buying.selectAllLines')}</VisuallyHidden>}
              checked={allSelected}
              indeterminate={!allSelected && selectedLines.length > 0}
              onChange={(checked) => setUnselected(checked ? new Set() : new Set(lines.map((line) => line.DtlID)))}
            />
          }
        >
          {lines.map((line) => (
            <CartRow
              key={line.DtlID}
              line={line}
              selected={!unselected.has(line.DtlID)}
              onSelect={(checked) => toggle(line.DtlID, checked)}
              highlight={line.DtlID === added}
            />
          ))}
        </LineItems>
        <PriceNote money={money} />
        <Box display="flex" flexWrap="wrap" gap="large" alignItems="flex-start" justifyContent="space-between" marginTop="large">
          <Box display="flex" flexWrap="wrap" gap="small">
            <Button type="submit" name="intent" value="update" variant="neutral" loading={submitting === 'update'}>
              {t('buying.updateQuantities')}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="remove"
              variant="ghost"
              icon="trash"
              disabled={selectedLines.length === 0}
              loading={submitting === 'remove'}
            >
              {t('buying.removeSelected')}
            </Button>
          </Box>
          <Summary
            live
            layout="compact"
            items={[
              {
                key: 'selected',
                label: t('buying.selected'),
                value: t('buying.selectedOfLines', { selected: selectedLines.length, total: lines.length }),
              },
              {
                key: 'subtotal',
                label: t('buying.subtotal'),
                value: <strong data-testid="cart-subtotal">{money.cents(subtotal, lines[0]?.Currency)}</strong>,
              },
            ]}
            note={t('buying.taxAtCheckout')}
          />
          <Button
            type="submit"
            name="intent"
            value="checkout"
            size="large"
            disabled={selectedLines.length === 0 || blocked}
            loading={submitting === 'checkout'}
          >
            {t('buying.checkout')}
          </Button>
        </Box>
        {blocked ? <Notice tone="warning">{t('buying.blockedLines')}</Notice> : null}
      </Form>
    </section>
  );
}
