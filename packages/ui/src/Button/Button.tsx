import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import { Spinner } from '../Spinner';
import { button, label as labelClass } from './Button.css';
import { variantOptions } from '../private/variant-options';
import type { ButtonVariants } from './Button.css';

export const buttonVariants = variantOptions<NonNullable<ButtonVariants['variant']>>()([
  'primary',
  'secondary',
  'neutral',
  'ghost',
  'critical',
]);
export const buttonSizes = variantOptions<NonNullable<ButtonVariants['size']>>()(['small', 'standard', 'large']);
export const buttonTypes = ['button', 'submit', 'reset'] as const;

type SharedProps = {
  /** Button text. */
  children: ReactNode;
  /** Visual emphasis: primary is the brand fill. @default 'primary' */
  variant?: ButtonVariants['variant'];
  /** Height: small 28, standard 36, large 44px. @default 'standard' */
  size?: ButtonVariants['size'];
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** Icon before the text. @default undefined */
  icon?: IconName;
  /** Icon after the text. @default undefined */
  iconEnd?: IconName;
};

export type ButtonProps = SharedProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type' | 'children'> & {
    /** Form behaviour. @default 'button' */
    type?: (typeof buttonTypes)[number];
    /** Shows a spinner, sets aria-busy and ignores clicks. @default false */
    loading?: boolean;
    /** Disables the button. @default false */
    disabled?: boolean;
    /** Ref to the button. @default undefined */
    ref?: Ref<HTMLButtonElement>;
  };

/** An action button. Passes other button attributes through, so Radix triggers can wrap it. */
export function Button({
  children,
  variant,
  size,
  fullWidth,
  icon,
  iconEnd,
  type = 'button',
  loading = false,
  disabled = false,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={button({ variant, size, fullWidth, disabled })}
    >
      {loading ? <Spinner size="small" label="" /> : icon ? <Icon name={icon} size="small" /> : null}
      <span className={labelClass}>{children}</span>
      {iconEnd ? <Icon name={iconEnd} size="small" /> : null}
    </button>
  );
}

export type ButtonLinkProps = SharedProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style' | 'href' | 'children'> & {
    /** Target, rendered through the injected link component. */
    href: string;
    /** Ref to the anchor. @default undefined */
    ref?: Ref<HTMLAnchorElement>;
  };

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ children, variant, size, fullWidth, icon, iconEnd, ...rest }: ButtonLinkProps) {
  const LinkComponent = useLinkComponent();
  return (
    <LinkComponent {...rest} className={button({ variant, size, fullWidth })}>
      {icon ? <Icon name={icon} size="small" /> : null}
      <span className={labelClass}>{children}</span>
      {iconEnd ? <Icon name={iconEnd} size="small" /> : null}
    </LinkComponent>
  );
}
