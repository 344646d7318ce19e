import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ferrite/tokens';

// Global rules on the pages' own class names, on the theme contract only: see styles/global.css.ts.
// Content pages: community, help, policies, FAQs, glossary, About, contact, feedback, newsletter.
// Rich text rendered from Markdown
globalStyle('.fe-prose', {
  maxWidth: vars.measure.large,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.loose,
});
globalStyle('.fe-prose h2', {
  fontSize: vars.font.size.xlarge,
  margin: `${vars.space.xxlarge} 0 ${vars.space.small}`,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.medium})`,
});
globalStyle('.fe-prose h3', {
  fontSize: vars.font.size.large,
  margin: `${vars.space.xlarge} 0 ${vars.space.xsmall}`,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.medium})`,
});
globalStyle('.fe-prose h4', {
  fontSize: vars.font.size.standard,
  margin: `${vars.space.large} 0 ${vars.space.xsmall}`,
});
globalStyle('.fe-prose p, .fe-prose ul, .fe-prose ol', {
  margin: `0 0 ${vars.space.medium}`,
});
globalStyle('.fe-prose li', {
  marginBottom: vars.space.xsmall,
});
globalStyle('.fe-prose a', {
  color: vars.color.brandText,
});
globalStyle('.fe-prose code', {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  background: vars.color.surfaceSunken,
  padding: `${vars.space.none} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
});
globalStyle('.fe-prose pre', {
  background: vars.color.surfaceSunken,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  overflowX: 'auto',
});
globalStyle('.fe-prose pre code', {
  background: 'none',
  padding: '0',
});
globalStyle('.fe-prose blockquote', {
  margin: `${vars.space.large} 0`,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderInlineStart: `${vars.borderWidth.accent} solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  borderStartStartRadius: '0',
  borderEndStartRadius: '0',
  borderStartEndRadius: vars.radius.standard,
  borderEndEndRadius: vars.radius.standard,
});
globalStyle('.fe-prose blockquote p:last-child', {
  marginBottom: '0',
});
globalStyle('.fe-prose table', {
  fontSize: vars.font.size.standard,
  margin: '0',
});
globalStyle('.fe-prose .fe-table-wrap', {
  margin: `0 0 ${vars.space.large}`,
});
globalStyle('.fe-prose th', {
  background: vars.color.surfaceSunken,
});
globalStyle('.fe-prose .fe-figure', {
  margin: `${vars.space.large} 0`,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});
globalStyle('.fe-prose .fe-figure svg', {
  display: 'block',
  width: '100%',
  height: 'auto',
});
globalStyle('.fe-prose figcaption', {
  marginTop: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});
globalStyle('.fe-prose .fe-part-link', {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  fontWeight: '600',
  whiteSpace: 'nowrap',
});
// A lead paragraph an author marks in Markdown (the renderer allows `p.fe-lead`); the pages' own
// leads are the kit's Text.
globalStyle('.fe-prose .fe-lead', {
  fontSize: vars.font.size.large,
  color: vars.color.textMuted,
});
globalStyle('.fe-prose img', {
  maxWidth: '100%',
  height: 'auto',
});
globalStyle('.fe-inline-search', {
  display: 'flex',
  maxWidth: vars.size.xxxlarge,
  margin: `${vars.space.medium} 0 0`,
});
globalStyle('.fe-inline-search input', {
  flex: '1',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderInlineEnd: '0',
  borderStartStartRadius: vars.radius.standard,
  borderEndStartRadius: vars.radius.standard,
  borderStartEndRadius: '0',
  borderEndEndRadius: '0',
  font: 'inherit',
});
globalStyle('.fe-inline-search button', {
  padding: `0 ${vars.space.large}`,
  border: '0',
  borderStartStartRadius: '0',
  borderEndStartRadius: '0',
  borderStartEndRadius: vars.radius.standard,
  borderEndEndRadius: vars.radius.standard,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: '600',
  cursor: 'pointer',
});
// FAQs and glossary
globalStyle('.fe-chip-nav ul, .fe-az ul', {
  listStyle: 'none',
  margin: `${vars.space.large} 0`,
  padding: '0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
globalStyle('.fe-chip-nav a', {
  display: 'inline-block',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  textDecoration: 'none',
  color: 'inherit',
  fontSize: vars.font.size.standard,
});
globalStyle('.fe-faq__section', {
  margin: `${vars.space.xlarge} 0`,
  maxWidth: vars.measure.large,
});
globalStyle('.fe-faq__section h2', {
  scrollMarginTop: vars.space.large,
});
globalStyle('.fe-faq__item', {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  marginBottom: vars.space.small,
  background: vars.color.surface,
});
globalStyle('.fe-faq__item summary', {
  cursor: 'pointer',
  padding: `${vars.space.medium} ${vars.space.large}`,
  fontWeight: '600',
  listStylePosition: 'inside',
});
globalStyle('.fe-faq__item[open] summary', {
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.brandText,
});
globalStyle('.fe-faq__answer', {
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.xxsmall}`,
});
globalStyle('.fe-az', {
  position: 'sticky',
  top: '0',
  background: vars.color.surface,
  zIndex: '1',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
globalStyle('.fe-az ul', {
  gap: vars.space.xsmall,
  margin: `${vars.space.small} 0`,
});
globalStyle('.fe-az a, .fe-az span', {
  display: 'inline-flex',
  justifyContent: 'center',
  alignItems: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.standard,
  fontWeight: '700',
  textDecoration: 'none',
});
globalStyle('.fe-az a', {
  color: vars.color.brandText,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
globalStyle('.fe-az a:hover', {
  background: vars.color.brand,
  color: vars.color.onBrand,
});
globalStyle('.fe-az span', {
  color: vars.color.textDisabled,
});
globalStyle('.fe-glossary__letter h2', {
  fontSize: vars.font.size.xxlarge,
  color: vars.color.brandText,
  borderBottom: `${vars.borderWidth.strong} solid ${vars.color.brand}`,
  margin: `${vars.space.xlarge} 0 ${vars.space.medium}`,
  scrollMarginTop: `calc(${vars.size.control} + ${vars.space.large})`,
});
globalStyle('.fe-glossary dl', {
  margin: '0',
  maxWidth: vars.measure.large,
});
globalStyle('.fe-glossary__term', {
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
globalStyle('.fe-glossary dt', {
  fontWeight: '700',
  scrollMarginTop: `calc(${vars.size.control} + ${vars.space.large})`,
});
globalStyle('.fe-glossary dd', {
  margin: `${vars.space.xsmall} 0 0`,
});
globalStyle('.fe-glossary dd .fe-prose p:last-child', {
  marginBottom: '0',
});
globalStyle('.fe-back-to-top', {
  fontSize: vars.font.size.small,
});
// About layout: 70px anchor nav that switches style after 70px of scroll (docs/product.md §2)
globalStyle('.fe-about__hero', {
  padding: `${vars.space.xlarge} 0 ${vars.space.large}`,
});
globalStyle('.fe-about__hero h1', {
  fontSize: vars.font.size.display,
  margin: `0 0 ${vars.space.small}`,
});
globalStyle('.fe-about-nav', {
  position: 'sticky',
  top: '0',
  zIndex: '5',
  height: vars.layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  background: 'transparent',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  transition: `background-color ${vars.motion.duration.standard} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
});
globalStyle('.fe-about-nav ul', {
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.xlarge}`,
  margin: '0',
  padding: `0 ${vars.space.xsmall}`,
});
globalStyle('.fe-about-nav a', {
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: '600',
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `${vars.borderWidth.strong} solid transparent`,
});
globalStyle(".fe-about-nav a[aria-current='true']", {
  color: vars.color.brandText,
  borderBottomColor: vars.color.brand,
});
globalStyle('.fe-about-nav--scrolled', {
  background: vars.color.brand,
  boxShadow: vars.shadow.medium,
  borderBottomColor: 'transparent',
});
globalStyle('.fe-about-nav--scrolled a', {
  color: vars.color.onBrand,
});
globalStyle(".fe-about-nav--scrolled a[aria-current='true']", {
  color: vars.color.onBrand,
  borderBottomColor: vars.color.onBrand,
});
// The About page's own sticky nav (the header's height) covers its anchors, and the sections'
// headings clear it with their scroll margins: the page padding the kit's Header sets for its own
// height must not add to them (`!important`: that padding is an inline style on <html>).
globalStyle('html:has(.fe-about)', { scrollPaddingTop: '0 !important' });
globalStyle('.fe-about__section', {
  padding: `${vars.space.small} 0`,
});
globalStyle('.fe-about__section h2', {
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.medium})`,
  fontSize: vars.font.size.xxlarge,
});
globalStyle('.fe-about__section .fe-prose', {
  maxWidth: vars.measure.large,
});
globalStyle('.fe-about__news ul', {
  listStyle: 'none',
  padding: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
globalStyle('.fe-about__news time', {
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  display: 'inline-block',
  minWidth: vars.size.xsmall,
});
globalStyle('.fe-about__contact dl', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.large} ${vars.space.xxlarge}`,
});
globalStyle('.fe-about__contact dt', {
  fontWeight: '700',
});
globalStyle('.fe-about__contact dd', {
  margin: '0',
});
// Feedback form
globalStyle('.fe-rating__options', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: `${vars.space.xsmall} 0`,
});
globalStyle('.fe-rating__options label', {
  display: 'inline-flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
  cursor: 'pointer',
});
globalStyle('.fe-about-nav', {
  '@media': {
    [mediaQueries.shellMobile]: {
      height: 'auto',
      minHeight: vars.layout.headerHeight,
    },
  },
});
