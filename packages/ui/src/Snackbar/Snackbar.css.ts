import { vars } from '@ferrite/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const viewport = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.xlarge,
  zIndex: vars.zIndex.snackbar,
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space.large,
  pointerEvents: 'none',
});

export const snackbar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '560px',
    minHeight: '48px',
    padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.large}`,
    borderRadius: vars.radius.standard,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    pointerEvents: 'auto',
    animation: `${slideIn} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
  },
  variants: {
    type: {
      success: { background: vars.color.success, color: vars.color.onSuccess },
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      error: { background: vars.color.error, color: vars.color.onError },
      info: { background: vars.color.info, color: vars.color.onInfo },
    },
  },
  defaultVariants: { type: 'info' },
});

export type SnackbarVariants = NonNullable<RecipeVariants<typeof snackbar>>;

export const message = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
