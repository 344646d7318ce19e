import { breakpoints, mediaQueries, vars } from '@ferrite/tokens';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

const space = vars.space;
const margins = { ...vars.space, auto: 'auto' };

/** Layout properties that change by breakpoint (mobile first: xs, then sm, md, lg). */
const responsiveProperties = defineProperties({
  conditions: {
    xs: {},
    sm: { '@media': mediaQueries.sm },
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
  },
  defaultCondition: 'xs',
  responsiveArray: ['xs', 'sm', 'md', 'lg'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginTop: margins,
    marginBottom: margins,
    marginInlineStart: margins,
    marginInlineEnd: margins,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Look-and-feel properties, limited to theme tokens. */
const unresponsiveProperties = defineProperties({
  properties: {
    background: {
      transparent: 'transparent',
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      surfaceInverse: vars.color.surfaceInverse,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brandText: vars.color.brandText,
      onBrand: vars.color.onBrand,
      textInverse: vars.color.textInverse,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    border: {
      none: 'none',
      standard: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      strong: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    },
    position: ['static', 'relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['visible', 'hidden', 'auto'],
    flexGrow: { 0: '0', 1: '1' },
    flexShrink: { 0: '0', 1: '1' },
    minWidth: { 0: '0' },
    width: { full: '100%', auto: 'auto' },
    // The size scale too, for narrow page columns (a sign-in form, a short request form).
    maxWidth: { content: vars.layout.contentMaxWidth, full: '100%', ...vars.size },
    fontSize: vars.font.size,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, unresponsiveProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** Breakpoint names the responsive Box props accept, e.g. `padding={{ xs: 'small', md: 'large' }}`. */
export const responsiveConditions = Object.keys(breakpoints) as Array<keyof typeof breakpoints>;
