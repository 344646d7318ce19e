import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import type { IconName } from '../Icon';
import { badge as badgeClass, iconButton } from './IconButton.css';
import { variantOptions } from '../private/variant-options';
import type { IconButtonVariants } from './IconButton.css';

export const iconButtonVariants = variantOptions<NonNullable<IconButtonVariants['variant']>>()(['ghost', 'outline', 'primary']);
export const iconButtonSizes = variantOptions<NonNullable<IconButtonVariants['size']>>()(['small', 'standard', 'large']);
export const iconButtonShapes = variantOptions<NonNullable<IconButtonVariants['shape']>>()(['square', 'round']);

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'aria-label' | 'type'> & {
  /** Which icon. */
  icon: IconName;
  /** Accessible name (the button has no visible text), e.g. 'Close'. */
  label: string;
  /** Visual emphasis. @default 'ghost' */
  variant?: IconButtonVariants['variant'];
  /** Square size: small 28, standard 36, large 44px. @default 'standard' */
  size?: IconButtonVariants['size'];
  /** Corner shape. @default 'square' */
  shape?: IconButtonVariants['shape'];
  /** A count shown on the icon (cart items), read after the label ("My Cart 3"); 0 or undefined hides it, above 99 shows 99+. @default undefined */
  badge?: number;
  /** Form behaviour. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Ref to the button. @default undefined */
  ref?: Ref<HTMLButtonElement>;
};

const iconSizeFor = { small: 'small', standard: 'standard', large: 'large' } as const;

/** A button showing only an icon, named by `label`. */
export function IconButton({ icon, label, variant, size = 'standard', shape, badge, type = 'button', ref, ...rest }: IconButtonProps) {
  const count = badge && badge > 0 ? (badge > 99 ? '99+' : String(badge)) : undefined;
  return (
    <button {...rest} ref={ref} type={type} aria-label={count ? undefined : label} className={iconButton({ variant, size, shape })}>
      <Icon name={icon} size={iconSizeFor[size]} />
      {count ? (
        // With a count the name comes from the content ("My Cart 3"), so the visible number is
        // part of the accessible name (WCAG 2.5.3, axe label-content-name-mismatch).
        <>
          <VisuallyHidden>{label}</VisuallyHidden> <span className={badgeClass}>{count}</span>
        </>
      ) : null}
    </button>
  );
}
