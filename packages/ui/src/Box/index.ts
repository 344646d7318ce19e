export { Box, boxElements } from './Box';
export type { BoxProps, BoxElement } from './Box';
export { sprinkles, responsiveConditions } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { focusRing, visuallyHidden } from './Box.css';
