export { ErrorView, errorViewVariants, errorViewTexts, errorViewLabels } from './ErrorView';
export type { ErrorViewProps, ErrorViewVariant, ErrorViewLabels } from './ErrorView';
