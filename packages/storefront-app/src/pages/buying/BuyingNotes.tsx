import type { ReactNode } from 'react';
import { Box, Notice, Text } from '@ferrite/ui';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { useI18n } from '../../i18n';

export interface StockSplitProps {
  /** Pieces that ship from stock now. */
  now: number;
  /** Pieces back-ordered from the maker. */
  later: number;
  /** The maker's lead time for the back-ordered pieces. */
  leadTimeWeeks: number;
}

/**
 * "N ship now, M ship in about W weeks": how a quantity above stock is delivered (product page,
 * cart, checkout and order pages say it the same way). Nothing when nothing is back-ordered.
 */
export function StockSplit({ now, later, leadTimeWeeks }: StockSplitProps) {
  const { plural, locale } = useI18n();
  if (later <= 0) return null;
  const counts = { now: formatQuantity(now, locale), later: formatQuantity(later, locale) };
  return (
    <Box as="span" display="block" marginTop="xsmall" data-testid="stock-split">
      <Text size="xsmall" tone="caution" measure="medium">
        {now > 0 ? plural('buying.shipSplit', leadTimeWeeks, counts) : plural('buying.shipAllLater', leadTimeWeeks, counts)}
      </Text>
    </Box>
  );
}

/** What stops a line from being ordered (above stock, no longer sold), under its quantity: read out at once. */
export function LineProblem({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display="block" marginTop="xsmall">
      <Notice tone="error" size="small" announce="assertive">
        {children}
      </Notice>
    </Box>
  );
}

/** "We accept Visa, Mastercard and American Express.": the methods the footer shows too (one declaration). */
export function AcceptedMethods() {
  const { t, locale } = useI18n();
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(PAYMENT_METHODS.map((m) => PAYMENT_METHOD_NAMES[m]));
  return (
    <Box as="p" color="textMuted" fontSize="xsmall" data-testid="accepted-methods">
      {t('buying.acceptedMethods', { methods: names })}
    </Box>
  );
}
