export { TableOfContents } from './TableOfContents';
export type { TableOfContentsItem, TableOfContentsProps } from './TableOfContents';
