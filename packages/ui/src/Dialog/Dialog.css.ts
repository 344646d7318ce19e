import { vars } from '@ferrite/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});
// A sheet slides in from its own edge; the fade alone keeps it direction-neutral (no translateX,
// which would come from the wrong side in a right-to-left page).
const sheetIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.dialog,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100vw - ${vars.space.xlarge})`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.standard,
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: vars.size.xxxlarge },
      large: { maxWidth: '800px' },
    },
    side: {
      center: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        maxHeight: `calc(100vh - ${vars.space.xxlarge})`,
        borderRadius: vars.radius.large,
        animation: `${riseIn} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
      },
      start: {
        insetBlock: 0,
        insetInlineStart: 0,
        height: '100%',
        animation: `${sheetIn} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
      },
      end: {
        insetBlock: 0,
        insetInlineEnd: 0,
        height: '100%',
        animation: `${sheetIn} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
      },
    },
  },
  defaultVariants: { size: 'medium', side: 'center' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  paddingInlineEnd: vars.space.large,
  paddingInlineStart: vars.space.xlarge,
});

export const title = style({
  margin: 0,
  paddingTop: vars.space.xsmall,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.xlarge} 0`,
  color: vars.color.textMuted,
});

export const body = style({ padding: `${vars.space.large} ${vars.space.xlarge}`, overflowY: 'auto' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.xlarge} ${vars.space.large}`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
