import { Badge } from '../Badge';
import type { BadgeTone } from '../Badge';

/** How sure a match of a bill-of-materials line (or a typed part number) to a catalogue part is; `dnp` is a line not to place. */
export const matchConfidences = ['exact', 'partial', 'none', 'dnp'] as const;
export type MatchConfidenceLevel = (typeof matchConfidences)[number];

export type MatchConfidenceLabels = Record<MatchConfidenceLevel, string>;

/** The badge's English texts: the default of `labels`. */
export const matchConfidenceLabels: MatchConfidenceLabels = {
  exact: 'Exact match',
  partial: 'Check match',
  none: 'No match',
  dnp: 'Do not place',
};

// One tone per level, so a level always looks the same on the BOM tool and the quick order.
const toneOf: Record<MatchConfidenceLevel, BadgeTone> = { exact: 'success', partial: 'warning', none: 'error', dnp: 'neutral' };

export type MatchConfidenceProps = {
  /** The match's level (`matchConfidences`). */
  confidence: MatchConfidenceLevel;
  /** Texts of the levels, e.g. translated or a page's own words (`Found`, `Several parts`). @default matchConfidenceLabels */
  labels?: Partial<MatchConfidenceLabels>;
};

/** A line's match confidence as a coloured badge with its words (colour is never the only signal). */
export function MatchConfidence({ confidence, labels }: MatchConfidenceProps) {
  return <Badge tone={toneOf[confidence]}>{{ ...matchConfidenceLabels, ...labels }[confidence]}</Badge>;
}
