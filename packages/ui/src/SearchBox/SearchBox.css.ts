import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../private/styles';

const focusVisible = focusRing;

export const form = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.family.body,
});

export const field = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'stretch',
    width: '100%',
    boxSizing: 'border-box',
    background: vars.color.surface,
    border: `${vars.borderWidth.strong} solid ${vars.color.brand}`,
    borderRadius: vars.radius.standard,
    selectors: {
      '&:focus-within': { boxShadow: `0 0 0 ${vars.borderWidth.strong} ${vars.color.focusRing}` },
    },
  },
  variants: {
    size: {
      standard: { height: '40px' },
      large: { height: '52px', fontSize: vars.font.size.large },
    },
    invalid: {
      true: { borderColor: vars.color.error },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', invalid: false },
});

export type SearchBoxVariants = NonNullable<RecipeVariants<typeof field>>;

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  paddingInline: vars.space.medium,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.standard,
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
});

export const submit = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    flexShrink: 0,
    margin: 0,
    paddingInline: vars.space.large,
    border: 0,
    background: vars.color.brand,
    color: vars.color.onBrand,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover': { background: vars.color.brandHover },
      '&:focus-visible': { ...focusVisible, outlineOffset: '-4px', outlineColor: vars.color.onBrand },
    },
  },
  variants: {
    size: {
      standard: { fontSize: vars.font.size.standard },
      large: { fontSize: vars.font.size.large, paddingInline: vars.space.xlarge },
    },
  },
});

/** The button's text: hidden on narrow screens, where the icon alone stays (named by the sr text). */
export const submitText = style({
  '@media': {
    [mediaQueries.xsOnly]: {
      ...visuallyHidden,
    },
  },
});

export const error = style({
  margin: `${vars.space.xsmall} 0 0`,
  color: vars.color.errorText,
  fontSize: vars.font.size.small,
});

export const panel = style({
  position: 'absolute',
  // Flush with the outside of the field's border, which sits outside this box's containing block.
  top: `calc(100% + ${vars.borderWidth.strong})`,
  insetInlineStart: `calc(-1 * ${vars.borderWidth.strong})`,
  insetInlineEnd: `calc(-1 * ${vars.borderWidth.strong})`,
  zIndex: vars.zIndex.dropdown,
  maxHeight: '60vh',
  overflowY: 'auto',
  boxSizing: 'border-box',
  paddingBlock: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  fontSize: vars.font.size.standard,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.textMuted,
});

export const listbox = style({ margin: 0, padding: 0 });

export const group = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '& + &': { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`, marginTop: vars.space.xsmall } },
});

export const groupLabel = style({
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
});

const option = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active]': { background: vars.color.brandSoft, color: vars.color.brandText },
  },
});

export const keywordOption = option;

export const productOption = style([option, { justifyContent: 'space-between', alignItems: 'flex-start' }]);

/** Part number, maker and description, one under the other. */
export const productText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxsmall });

export const partNo = style({ fontWeight: vars.font.weight.medium });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  selectors: { [`${productOption}[data-active] &`]: { color: vars.color.brandText } },
});

/** Stock and price from, at the end of the row. */
export const productFacts = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flexShrink: 0,
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

export const linkOption = option;

export const mfg = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  selectors: { [`${productOption}[data-active] &`]: { color: vars.color.brandText } },
});

export const match = style({
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weight.strong,
  textDecoration: 'underline',
});

/** Sits on the Search History label's row, at the end. */
export const clearHistory = style({
  position: 'absolute',
  top: vars.space.xsmall,
  insetInlineEnd: vars.space.small,
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&:focus-visible': focusVisible,
  },
});
