import { createElement } from 'react';
import type { AllHTMLAttributes, ReactNode, Ref } from 'react';
import { listReset, reset } from './Box.css';
import { sprinkles } from './sprinkles.css';
import type { Sprinkles } from './sprinkles.css';

/** Elements a Box may render. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'main',
  'aside',
  'ul',
  'ol',
  'li',
  'form',
  'fieldset',
  'label',
  'p',
  'dl',
  'dt',
  'dd',
] as const;
export type BoxElement = (typeof boxElements)[number];

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'className' | 'style' | 'as' | 'ref' | 'height'>;

export type BoxProps = Sprinkles &
  NativeProps & {
    /** Element to render. @default 'div' */
    as?: BoxElement;
    /** Content. @default undefined */
    children?: ReactNode;
    /** Kit-internal escape hatch: a vanilla-extract class of a kit composite. Apps should not need it. @default undefined */
    className?: string;
    /** Ref to the rendered element. @default undefined */
    ref?: Ref<HTMLElement>;
  };

/** Splits Box props into sprinkle props and the rest. */
const splitProps = (props: Record<string, unknown>) => {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
};

/**
 * The token-limited layout primitive: spacing, layout, surfaces and radii come only from theme
 * tokens, optionally per breakpoint (`padding={{ xs: 'small', md: 'large' }}`).
 */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const { atoms, rest } = splitProps(props);
  const classes = [reset, as === 'ul' || as === 'ol' ? listReset : undefined, sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes }, children);
}
