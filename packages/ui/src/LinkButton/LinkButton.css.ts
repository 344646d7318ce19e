import { style } from '@vanilla-extract/css';

// The link's colour, underline and focus ring come from the Link recipe; this only undoes the
// button's own chrome so the action reads as a link in running text.
export const reset = style({
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'inherit',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
