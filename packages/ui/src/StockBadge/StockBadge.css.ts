import { vars } from '@ferrite/tokens';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.standard,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      inStock: { background: vars.color.successSoft, color: vars.color.successText },
      low: { background: vars.color.warningSoft, color: vars.color.warningText },
      out: { background: vars.color.errorSoft, color: vars.color.errorText },
      onRequest: { background: vars.color.infoSoft, color: vars.color.infoText },
    },
  },
});

export type StockBadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
