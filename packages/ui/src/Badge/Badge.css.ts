import { vars } from '@ferrite/tokens';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const badge = recipe({
  base: {
    display: 'inline-block',
    maxWidth: '100%',
    padding: `${vars.space.none} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.standard,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      info: { background: vars.color.infoSoft, color: vars.color.infoText },
      success: { background: vars.color.successSoft, color: vars.color.successText },
      warning: { background: vars.color.warningSoft, color: vars.color.warningText },
      error: { background: vars.color.errorSoft, color: vars.color.errorText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
