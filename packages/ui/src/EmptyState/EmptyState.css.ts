import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

// Dashed, not solid: the frame marks where content will appear, so it must not read as a card.
export const emptyState = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.xlarge,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
