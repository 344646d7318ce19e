import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

export const partNumber = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.small });

export const breaks = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const breakRow = style({ display: 'contents' });

export const breakQuantity = style({ color: vars.color.textMuted, textAlign: 'end' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
