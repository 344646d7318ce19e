export { Button, ButtonLink, buttonVariants, buttonSizes, buttonTypes } from './Button';
export type { ButtonProps, ButtonLinkProps } from './Button';
