import { vars } from '@ferrite/tokens';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.body, overflowWrap: 'anywhere' },
  variants: {
    size: {
      xsmall: { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.standard },
      small: { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard },
      standard: { fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard },
      large: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.standard },
      xlarge: { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.tight },
      inherit: { fontSize: 'inherit', lineHeight: 'inherit' },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brandText },
      critical: { color: vars.color.errorText },
      positive: { color: vars.color.successText },
      caution: { color: vars.color.warningText },
      info: { color: vars.color.infoText },
      inverse: { color: vars.color.textInverse },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
      false: {},
    },
    numeric: {
      true: { fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
    measure: {
      small: { maxWidth: vars.measure.small },
      medium: { maxWidth: vars.measure.medium },
      large: { maxWidth: vars.measure.large },
    },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular', align: 'start', truncate: false, numeric: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
