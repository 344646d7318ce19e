import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '34px',
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.standard,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
});

export const adornment = style({ display: 'inline-flex', color: vars.color.textMuted });
