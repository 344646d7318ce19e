import { vars } from '@ferrite/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ display: 'inline-flex' });

// Saved: the heart is filled in the brand's text colour, so the state shows without the name.
globalStyle(`${root} button[aria-pressed="true"]`, { color: vars.color.brandText });
globalStyle(`${root} button[aria-pressed="true"] svg`, { fill: 'currentColor' });
