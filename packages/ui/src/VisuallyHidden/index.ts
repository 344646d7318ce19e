export { VisuallyHidden, visuallyHiddenElements } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
