import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@ferrite/tokens';

// Global rules on the pages' own class names, on the theme contract only: see styles/global.css.ts.
// Tools: the calculator index and the generated calculator pages.
globalStyle('.fe-calc h1', {
  margin: `${vars.space.medium} 0 ${vars.space.xsmall}`,
});
// Calculator page
globalStyle('.fe-calc__form', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: vars.size.xxxlarge,
  margin: '0',
});
globalStyle('.fe-calc__form-message:empty', {
  display: 'none',
});
globalStyle('.fe-calc__form-message', {
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.error}`,
  borderRadius: vars.radius.standard,
  background: vars.color.errorSoft,
  color: vars.color.errorText,
});
globalStyle('.fe-calc__form-message p', {
  margin: '0',
});
globalStyle('.fe-calc__actions', {
  display: 'flex',
  gap: vars.space.small,
});
globalStyle('.fe-calc__number-hint', {
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
globalStyle('.fe-calc__result', {
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});
globalStyle('.fe-calc__result h2', {
  fontSize: vars.font.size.large,
  margin: `0 0 ${vars.space.small}`,
});
globalStyle('.fe-calc__outputs', {
  margin: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
globalStyle('.fe-calc__outputs div', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.large,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  paddingBottom: vars.space.xsmall,
});
globalStyle('.fe-calc__outputs dt', {
  color: vars.color.textMuted,
});
globalStyle('.fe-calc__outputs dd', {
  margin: '0',
  fontWeight: '700',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});
globalStyle('.fe-calc__notes', {
  margin: `${vars.space.medium} 0 0`,
  paddingInlineStart: vars.space.large,
  color: vars.color.warningText,
  fontSize: vars.font.size.small,
});
globalStyle('.fe-calc__no-result', {
  margin: '0',
  color: vars.color.textMuted,
});
globalStyle('.fe-calc__copy', {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});
globalStyle('.fe-calc__copy-status', {
  color: vars.color.successText,
  fontSize: vars.font.size.small,
});
globalStyle('.fe-calc__about', {
  marginTop: vars.space.xxlarge,
  maxWidth: vars.measure.large,
});
globalStyle('.fe-calc__about h2', {
  fontSize: vars.font.size.large,
});
globalStyle('.fe-calc__formula', {
  margin: `0 0 ${vars.space.medium}`,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  whiteSpace: 'pre-wrap',
  overflowX: 'auto',
});
globalStyle('.fe-calc__source', {
  color: vars.color.textMuted,
});
