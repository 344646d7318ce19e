import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../private/styles';

export const root = style({
  ...visuallyHidden,
});
