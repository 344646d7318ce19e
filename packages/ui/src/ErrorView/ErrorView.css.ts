import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  boxSizing: 'border-box',
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space.xxxlarge} ${vars.space.large}`,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const code = style({
  fontSize: '96px',
  fontWeight: vars.font.weight.strong,
  lineHeight: 1,
  letterSpacing: '-0.02em',
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  '@media': { 'screen and (max-width: 599.98px)': { fontSize: '64px' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });
export const detail = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.small });
export const feedback = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
