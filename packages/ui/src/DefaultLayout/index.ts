export { DefaultLayout, defaultLayoutLabels } from './DefaultLayout';
export type { DefaultLayoutProps, DefaultLayoutLabels } from './DefaultLayout';
