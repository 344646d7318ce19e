import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ferrite/tokens';

// Global rules on the pages' own class names, on the theme contract only: see styles/global.css.ts.
// Cart, checkout, payment and order pages: layout around the UI kit's fields and buttons.
globalStyle('.fe-num', {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
// Add to cart forms (product page, result tables).
globalStyle('.fe-add-form', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
globalStyle('.fe-add-form__buttons', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
globalStyle('.fe-add-form--compact', {
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
globalStyle(".fe-add-form--compact input[role='spinbutton']", {
  width: vars.size.xxsmall,
});
globalStyle('.fe-add-form__message', {
  fontSize: vars.font.size.xsmall,
  color: vars.color.successText,
});
globalStyle('.fe-add-form__message--error', {
  color: vars.color.errorText,
});
// Cart
globalStyle('.fe-cart h1', {
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'baseline',
});
globalStyle('.fe-cart__table td', {
  verticalAlign: 'middle',
});
globalStyle('.fe-cart__part', {
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
});
globalStyle('.fe-cart__part > span', {
  display: 'flex',
  flexDirection: 'column',
});
globalStyle('.fe-cart__row--added', {
  background: vars.color.successSoft,
});
globalStyle('.fe-cart__was', {
  display: 'block',
  color: vars.color.warningText,
  fontSize: vars.font.size.xsmall,
});
// How a quantity above stock ships (StockSplit): information, not a problem.
globalStyle('.fe-stock-split', {
  display: 'block',
  color: vars.color.warningText,
  fontSize: vars.font.size.xsmall,
  marginTop: vars.space.xsmall,
  maxWidth: vars.measure.medium,
});
globalStyle('.fe-shipments', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  border: 0,
  padding: 0,
  margin: `${vars.space.medium} 0`,
});
globalStyle('.fe-shipments legend', {
  fontWeight: '600',
  marginBottom: vars.space.xsmall,
});
globalStyle('.fe-shipments label', {
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
});
globalStyle('.fe-cart__problem', {
  display: 'block',
  color: vars.color.errorText,
  fontSize: vars.font.size.xsmall,
  marginTop: vars.space.xsmall,
  maxWidth: vars.measure.medium,
});
globalStyle('.fe-cart__footer', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.large} ${vars.space.xxlarge}`,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  marginTop: vars.space.large,
});
globalStyle('.fe-cart__tools', {
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
// Sidebar cart panel
globalStyle('.fe-cart-panel ul', {
  listStyle: 'none',
  padding: '0',
  margin: `${vars.space.small} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
globalStyle('.fe-cart-panel li', {
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
});
globalStyle('.fe-cart-panel li > span', {
  display: 'flex',
  flexDirection: 'column',
});
// Checkout
globalStyle('.fe-checkout__columns', {
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) minmax(${vars.size.xlarge}, ${vars.size.xxlarge})`,
  gap: vars.space.xxlarge,
  alignItems: 'start',
});
// The steps (kit Fieldsets) one under another, the space between them the page's layout.
globalStyle('.fe-checkout__steps', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: '0',
});
globalStyle('.fe-checkout__grid', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
});
globalStyle('.fe-checkout__summary', {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  position: 'sticky',
  top: vars.space.small,
});
globalStyle('.fe-checkout__summary h2', {
  margin: '0',
  fontSize: vars.font.size.large,
});
globalStyle('.fe-checkout__lines td', {
  verticalAlign: 'top',
});
globalStyle('.fe-shipping-options', {
  listStyle: 'none',
  padding: '0',
  margin: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
globalStyle('.fe-shipping-option', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.small,
  alignItems: 'center',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
});
globalStyle('.fe-shipping-option > span:nth-child(2)', {
  display: 'flex',
  flexDirection: 'column',
});
globalStyle('.fe-shipping-option:has(input:checked)', {
  borderColor: vars.color.brand,
  boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.brand}`,
});
globalStyle('.fe-shipping-option--off', {
  opacity: '0.6',
  cursor: 'not-allowed',
});
globalStyle('.fe-native-field', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
globalStyle('.fe-native-field label', {
  fontWeight: '600',
});
globalStyle('.fe-native-field select', {
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  font: 'inherit',
  minHeight: vars.size.control,
});
// Payment, result, detail
globalStyle('.fe-payment__columns', {
  display: 'grid',
  gridTemplateColumns: `minmax(${vars.size.large}, ${vars.size.xxlarge}) minmax(0, 1fr)`,
  gap: vars.space.xxlarge,
  alignItems: 'start',
});
globalStyle('.fe-payment__form', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.large,
});
globalStyle('.fe-payment__form h2', {
  margin: '0',
  fontSize: vars.font.size.large,
});
globalStyle('.fe-payment__row', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.medium,
});
globalStyle('.fe-threeds', {
  maxWidth: vars.size.xxxlarge,
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  padding: vars.space.large,
});
globalStyle('.fe-threeds__buttons', {
  display: 'flex',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
globalStyle('.fe-order-totals', {
  maxWidth: vars.size.xxlarge,
  marginInlineStart: 'auto',
  marginTop: vars.space.medium,
});
globalStyle('.fe-order-address', {
  fontStyle: 'normal',
});
globalStyle('.fe-checkout__columns, .fe-payment__columns', {
  '@media': {
    [mediaQueries.belowMd]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
});
globalStyle('.fe-checkout__summary', {
  '@media': {
    [mediaQueries.belowMd]: {
      position: 'static',
    },
  },
});
globalStyle('.fe-checkout__grid, .fe-payment__row', {
  '@media': {
    [mediaQueries.xsOnly]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
});
