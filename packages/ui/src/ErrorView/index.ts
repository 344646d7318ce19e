export { ErrorView, errorViewVariants, errorViewTexts } from './ErrorView';
export type { ErrorViewProps, ErrorViewVariant } from './ErrorView';
