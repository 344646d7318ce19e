import { vars } from '@ferrite/tokens';

/**
 * Hidden from sight, still read by screen readers: a box one hairline wide, clipped. One
 * declaration for the app's rules (the kit's `VisuallyHidden` component does the same for React).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: vars.borderWidth.standard,
  height: vars.borderWidth.standard,
  padding: 0,
  margin: `calc(-1 * ${vars.borderWidth.standard})`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
