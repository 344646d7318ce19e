import { vars } from '@ferrite/tokens';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: { fontSize: vars.font.size.display },
      2: { fontSize: vars.font.size.xxlarge },
      3: { fontSize: vars.font.size.xlarge },
      4: { fontSize: vars.font.size.large },
    },
    tone: {
      neutral: { color: vars.color.text },
      brand: { color: vars.color.brandText },
      inverse: { color: vars.color.textInverse },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { level: 2, tone: 'neutral', align: 'start' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
