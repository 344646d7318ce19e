import type { ReactNode } from 'react';
import type { BomConfidence } from '../../api/contract';

/** A message by a form: errors are announced at once, the rest politely. */
export function Alert({ tone, children }: { tone: 'error' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <div className={`fe-src-alert fe-src-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

const CONFIDENCE_TEXT: Record<BomConfidence, string> = { exact: 'Exact', partial: 'Partial', none: 'None' };

/** The match confidence as a coloured label with its words (colour is never the only signal). */
export function ConfidenceBadge({ confidence, dnp = false }: { confidence: BomConfidence; dnp?: boolean }) {
  if (dnp) return <span className="fe-src-conf fe-src-conf--dnp">DNP</span>;
  return <span className={`fe-src-conf fe-src-conf--${confidence}`}>{CONFIDENCE_TEXT[confidence]}</span>;
}

/** 'Month day, year' (spec §9). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
