import { vars } from '@ferrite/tokens';
import { globalStyle } from '@vanilla-extract/css';

/**
 * Base typography for the page: the kit's only global rule besides the theme variables. System
 * fonts on a 14px base (docs/product.md §9). Imported once by the package index (and Storybook's preview), so
 * it does not depend on which component happens to load first.
 */
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
