import { vars } from '@ferrite/tokens';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      xsmall: { width: '12px', height: '12px' },
      small: { width: '16px', height: '16px' },
      standard: { width: '20px', height: '20px' },
      large: { width: '24px', height: '24px' },
      xlarge: { width: '32px', height: '32px' },
      inherit: { width: '1em', height: '1em' },
    },
    tone: {
      inherit: { color: 'inherit' },
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      positive: { color: vars.color.success },
      caution: { color: vars.color.warningText },
      critical: { color: vars.color.error },
      info: { color: vars.color.info },
    },
    // Directional icons (chevron-left/right) mirror in right-to-left text.
    mirror: {
      true: { selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', tone: 'inherit', mirror: false },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
