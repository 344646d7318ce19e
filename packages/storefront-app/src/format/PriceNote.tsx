import { Box } from '@ferrite/ui';
import { formatDate } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { BASE_CURRENCY } from '@ferrite/contract/currency-data';
import { numberFormat } from '@ferrite/contract/number-format';
import type { Money } from './use-money';

/**
 * Spec §2's note, shown beside prices converted from US dollars: the region menu's sentence and
 * the rate it used. Nothing in dollars, where prices are the catalogue's own.
 */
export function PriceNote({ money }: { money: Money }) {
  const t = useT();
  if (!money.converted) return null;
  return (
    <Box as="p" role="note" color="textMuted" fontSize="xsmall">
      {t('common.referenceNote')} <RateText money={money} />
    </Box>
  );
}

/** '1 USD = 0.8532 EUR, rate of June 30, 2025': the rate an amount was converted at, and its day. */
export function RateText({ money }: { money: Money }) {
  const t = useT();
  // Written as the reader writes numbers (0,8532 in German and Russian), like the prices beside it;
  // data-rate keeps the stored rate exactly.
  const written = numberFormat(money.locale, { maximumFractionDigits: 10 }).format(Number(money.rate));
  const rate = `1 ${BASE_CURRENCY} = ${written} ${money.currency}`;
  if (!money.rateDate) return <span data-rate={money.rate}>{rate}</span>;
  // The sentence comes from the pack; the date stays a <time> element inside it.
  const [before = '', after = ''] = t('common.rateOfDate', { rate }).split('{date}');
  return (
    <span data-rate={money.rate} data-rate-date={money.rateDate}>
      {before}
      <time dateTime={money.rateDate}>{formatDate(money.rateDate, money.lang)}</time>
      {after}
    </span>
  );
}
