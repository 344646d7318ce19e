import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

/** Per-element reset applied by Box (Braid model): no global element resets leak into the host page. */
export const reset = style({
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  verticalAlign: 'baseline',
  minWidth: 0,
});

export const listReset = style({ listStyle: 'none' });

/** Keyboard focus outline shared by every interactive primitive. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.strong,
    },
  },
});

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
