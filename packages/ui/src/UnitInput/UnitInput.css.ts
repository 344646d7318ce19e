import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../private/styles';

// The field chrome's `control` box holds the number and, at its inline end, the unit: the two share
// one border, so the box lays them edge to edge and the unit draws the line between them.

/** The control height inside the box's two borders. */
const innerHeight = `calc(${vars.size.control} - 2 * ${vars.borderWidth.standard})`;

export const box = style({ alignItems: 'stretch', gap: 0, paddingInline: 0, overflow: 'hidden' });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: innerHeight,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.medium,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.standard,
  fontVariantNumeric: 'tabular-nums',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    // Numbers are written left to right (dir="ltr"), but on a right-to-left page they sit at the start of the field.
    '[dir="rtl"] &': { textAlign: 'right' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

const unitPart = {
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minWidth: vars.size.xxsmall,
  boxSizing: 'border-box',
  borderInlineStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
} as const;

/** A fixed unit symbol after the number. */
export const suffix = style({ ...unitPart, justifyContent: 'center', paddingInline: vars.space.small });

/** Holds the unit select and the chevron drawn over it. */
export const unitBox = style({ ...unitPart, position: 'relative', color: vars.color.text });

export const unitSelect = style({
  appearance: 'none',
  width: '100%',
  height: innerHeight,
  margin: 0,
  paddingBlock: 0,
  // Room at the end for the chevron.
  paddingInline: `${vars.space.small} ${vars.space.xlarge}`,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.standard,
  cursor: 'pointer',
  selectors: {
    // The box rings whichever part has focus; the inset ring says it is the unit.
    '&:focus-visible': focusRingInset,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
