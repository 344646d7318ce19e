import { style } from '@vanilla-extract/css';
import { focusRing as focusRingRules, visuallyHidden as visuallyHiddenRules } from '../private/styles';

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
    '&:focus-visible': focusRingRules,
  },
});

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
