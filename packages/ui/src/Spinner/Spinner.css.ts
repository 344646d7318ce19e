import { vars } from '@ferrite/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.strong} solid currentColor`,
    borderInlineEndColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: '14px', height: '14px' },
      standard: { width: '20px', height: '20px' },
      large: { width: '32px', height: '32px', borderWidth: '3px' },
    },
    tone: {
      inherit: { color: 'inherit' },
      brand: { color: vars.color.brand },
      muted: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { size: 'standard', tone: 'inherit' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' });
