import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingTight } from '../private/styles';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const heading = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong });

export const facets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.large,
});

export const facet = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const legend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.standard,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '240px',
  overflowY: 'auto',
});

export const optionLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandText, background: vars.color.surfaceSunken },
    '&[aria-current="true"]': { color: vars.color.brandText, fontWeight: vars.font.weight.medium },
    '&:focus-visible': focusRingTight,
  },
});

export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const check = style({ width: '16px', display: 'inline-flex' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const empty = style({ color: vars.color.textMuted, padding: vars.space.large, textAlign: 'center' });
