export { SplitLayout, splitAsideWidths, splitAsideSides, splitStackBreakpoints } from './SplitLayout';
export type { SplitLayoutProps } from './SplitLayout';
