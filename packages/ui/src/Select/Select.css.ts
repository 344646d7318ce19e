import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingTight } from '../private/styles';

export const root = style({ position: 'relative', minWidth: 0 });

export const trigger = style({
  width: '100%',
  justifyContent: 'space-between',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.font.size.standard,
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingTight,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const placeholder = style({ color: vars.color.textMuted });

export const listbox = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  maxHeight: vars.layout.selectMaxHeight,
  overflowY: 'auto',
  margin: 0,
  padding: `${vars.space.xsmall} 0`,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { color: vars.color.brandText, fontWeight: vars.font.weight.medium },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const empty = style({ justifyContent: 'center', color: vars.color.textMuted });
