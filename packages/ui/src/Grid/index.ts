export { Grid, GridItem, gridElements, gridItemWidths, gridGaps } from './Grid';
export type { GridProps, GridItemProps } from './Grid';
