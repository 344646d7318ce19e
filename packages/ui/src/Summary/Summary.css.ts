import { vars } from '@ferrite/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  color: vars.color.text,
});

export const layout = styleVariants({
  /** Labels take the width, figures line up at the end (an order's totals in a side column). */
  spread: { gridTemplateColumns: 'minmax(0, 1fr) max-content' },
  /** As narrow as its content, at the end of its line (a cart's subtotal under the lines). */
  compact: { gridTemplateColumns: 'max-content max-content', marginInlineStart: 'auto' },
});

/** A label and its value: grouped in the markup (a `div` in the `dl`), laid out by the list's grid. */
export const group = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** The total: body colour, bold and larger, ruled off from the lines above it. */
export const total = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  color: vars.color.text,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  paddingTop: vars.space.xsmall,
});

export const note = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  maxWidth: vars.measure.medium,
  selectors: { [`${layout.compact} + &`]: { marginInlineStart: 'auto' } },
});
