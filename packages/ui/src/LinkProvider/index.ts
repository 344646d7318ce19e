export { LinkProvider, useLinkComponent, makeLinkComponent, isExternalHref } from './LinkProvider';
export type { LinkProviderProps, LinkComponent, LinkComponentProps } from './LinkProvider';
