import type { ReactNode } from 'react';
import { Box, Notice } from '@ferrite/ui';
import type { BomConfidence, RfqStatus } from '@ferrite/contract';
import { useT, type TranslationKey } from '../../i18n';

/** A message by a form: errors are announced at once, the rest politely. */
export function Alert({ tone, children }: { tone: 'error' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <Box marginY="medium">
      <Notice tone={tone} announce={tone === 'error' ? 'assertive' : 'polite'}>
        {children}
      </Notice>
    </Box>
  );
}

const CONFIDENCE_TEXT: Record<BomConfidence, TranslationKey> = {
  exact: 'sourcing.confidenceExact',
  partial: 'sourcing.confidencePartial',
  none: 'sourcing.confidenceNone',
};

/** An RFQ's status (a code in the API) as the reader's words. */
export const RFQ_STATUS_KEYS: Record<RfqStatus, TranslationKey> = {
  Submitted: 'sourcing.rfqStatusSubmitted',
  Quoted: 'sourcing.rfqStatusQuoted',
  Closed: 'sourcing.rfqStatusClosed',
};

/** The match confidence as a coloured label with its words (colour is never the only signal). */
export function ConfidenceBadge({ confidence, dnp = false }: { confidence: BomConfidence; dnp?: boolean }) {
  const t = useT();
  if (dnp) return <span className="fe-src-conf fe-src-conf--dnp">{t('sourcing.dnpBadge')}</span>;
  return <span className={`fe-src-conf fe-src-conf--${confidence}`}>{t(CONFIDENCE_TEXT[confidence])}</span>;
}
