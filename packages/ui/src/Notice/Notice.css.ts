import { vars } from '@ferrite/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    boxSizing: 'border-box',
    maxWidth: '100%',
    margin: 0,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.large,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.standard,
    borderInlineStartWidth: vars.space.xsmall,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, color: vars.color.infoText, borderColor: vars.color.infoText },
      success: { background: vars.color.successSoft, color: vars.color.successText, borderColor: vars.color.successText },
      warning: { background: vars.color.warningSoft, color: vars.color.warningText, borderColor: vars.color.warningText },
      error: { background: vars.color.errorSoft, color: vars.color.errorText, borderColor: vars.color.errorText },
    },
    // A line's own message in a table cell or under a field: the same tones, a smaller box and type.
    size: {
      standard: {},
      small: {
        gap: vars.space.xsmall,
        padding: `${vars.space.xxsmall} ${vars.space.small}`,
        borderRadius: vars.radius.standard,
        borderInlineStartWidth: vars.borderWidth.strong,
        fontSize: vars.font.size.xsmall,
        maxWidth: vars.measure.medium,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;

export const iconSlot = style({ display: 'flex', flexShrink: 0, paddingTop: vars.space.xxsmall });
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});
// Links and text inside keep the notice's colour, so every tone's contrast pair holds for them too.
export const body = style({ color: 'inherit' });
globalStyle(`${body} a`, { color: 'inherit', fontWeight: vars.font.weight.medium, textDecoration: 'underline' });
