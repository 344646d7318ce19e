import { vars } from '@ferrite/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  minWidth: '200px',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: `${vars.space.xsmall} 0`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceSunken, color: vars.color.brandText },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    '&[data-tone="critical"]': { color: vars.color.errorText },
  },
});

export const label = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const separator = style({ height: vars.borderWidth.standard, margin: `${vars.space.xsmall} 0`, background: vars.color.border });

export const empty = style({ justifyContent: 'center' });
