export { Summary, summaryLayouts } from './Summary';
export type { SummaryProps, SummaryItem } from './Summary';
