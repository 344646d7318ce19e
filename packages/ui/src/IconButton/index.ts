export { IconButton, iconButtonVariants, iconButtonSizes, iconButtonShapes } from './IconButton';
export type { IconButtonProps } from './IconButton';
