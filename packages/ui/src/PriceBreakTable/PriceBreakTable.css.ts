import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  padding: `0 0 ${vars.space.small}`,
  fontWeight: vars.font.weight.strong,
});

export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const activeRow = style({
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  fontWeight: vars.font.weight.strong,
});

export const empty = style({ padding: vars.space.large, textAlign: 'center', color: vars.color.textMuted });

export const rowHeader = style({ fontWeight: 'inherit' });
