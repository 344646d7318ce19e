export { LoadingBar, loadingBarPlacements } from './LoadingBar';
export type { LoadingBarProps } from './LoadingBar';
