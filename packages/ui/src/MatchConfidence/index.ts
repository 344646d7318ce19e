export { MatchConfidence, matchConfidences, matchConfidenceLabels } from './MatchConfidence';
export type { MatchConfidenceProps, MatchConfidenceLevel, MatchConfidenceLabels } from './MatchConfidence';
