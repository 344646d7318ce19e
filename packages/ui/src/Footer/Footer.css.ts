import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingTight, visuallyHidden } from '../private/styles';

const focusInverse = {
  outline: `${vars.borderWidth.strong} solid ${vars.color.textInverse}`,
  outlineOffset: vars.borderWidth.strong,
} as const;

export const srOnly = style({
  ...visuallyHidden,
});

export const root = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const inner = style({
  boxSizing: 'border-box',
  maxWidth: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.large,
});

/* ---- newsletter ---- */

export const newsletter = style({
  paddingBlock: vars.space.xlarge,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const newsletterInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
});

export const newsletterText = style({ flex: '1 1 320px', minWidth: 0 });

export const newsletterTitle = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const newsletterLead = style({ margin: `${vars.space.xsmall} 0 0`, color: vars.color.textMuted });

export const newsletterForm = style({ flex: '1 1 360px', maxWidth: '520px', minWidth: 0 });

export const newsletterRow = style({ display: 'flex', gap: vars.space.small });

export const emailInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.control,
  boxSizing: 'border-box',
  margin: 0,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&:focus-visible': focusRingTight,
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const emailError = style({ margin: `${vars.space.xsmall} 0 0`, color: vars.color.errorText, fontSize: vars.font.size.small });

/* ---- link columns ---- */

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xxlarge,
  '@media': {
    [mediaQueries.helpersMobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.xsOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large, paddingBlock: vars.space.xlarge },
  },
});

export const column = style({ minWidth: 0 });

export const columnTitle = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textInverse,
});

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textInverseMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.textInverse, textDecoration: 'underline' },
    '&:focus-visible': focusInverse,
  },
});

/* ---- social, carriers, payments ---- */

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.large} ${vars.space.xxlarge}`,
  paddingBlock: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.textMuted}`,
});

export const badgeGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const badgeTitle = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textInverseMuted,
});

export const badgeList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const wordmark = style({ display: 'block' });

export const wordmarkBox = style({ fill: vars.color.surface, stroke: vars.color.border });

export const wordmarkText = style({
  fill: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
});

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '28px',
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.textInverseMuted}`,
  color: vars.color.textInverse,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': focusInverse,
  },
});

/* ---- bottom row ---- */

export const bottom = style({ borderTop: `${vars.borderWidth.standard} solid ${vars.color.textMuted}` });

export const bottomInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});

export const copyright = style({ margin: 0, color: vars.color.textInverseMuted, fontSize: vars.font.size.small });

export const legalList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' });

export const legalLink = style([link, { fontSize: vars.font.size.small }]);
