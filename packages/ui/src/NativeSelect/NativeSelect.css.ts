import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

/** The bordered box (field chrome's `control`) holds the select and its chevron. */
export const box = style({ position: 'relative', paddingInline: 0 });

export const select = style({
  appearance: 'none',
  flex: 1,
  minWidth: 0,
  // The control height inside the box's two borders.
  height: `calc(${vars.size.control} - 2 * ${vars.borderWidth.standard})`,
  margin: 0,
  paddingBlock: 0,
  // Room at the end for the chevron drawn over the select.
  paddingInline: `${vars.space.medium} ${vars.space.xxlarge}`,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.standard,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** `inline`: the label beside the box, which sizes to its options (a sort order in a toolbar). */
export const inline = style({ display: 'inline-flex', flexDirection: 'row', alignItems: 'center', gap: vars.space.small });
