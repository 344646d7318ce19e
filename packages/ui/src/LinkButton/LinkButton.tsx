import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { link } from '../Link/Link.css';
import type { LinkVariants } from '../Link/Link.css';
import { reset } from './LinkButton.css';

export type LinkButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type'> & {
  /** Button text. */
  children: ReactNode;
  /** `submit` posts its form (an action without JavaScript). @default 'button' */
  type?: 'button' | 'submit';
  /** Colour by purpose, as `Link`. @default 'link' */
  tone?: LinkVariants['tone'];
  /** When to underline, as `Link`. @default 'always' */
  underline?: LinkVariants['underline'];
  /** Ref to the button. @default undefined */
  ref?: Ref<HTMLButtonElement>;
};

/** An action (a form post, a toggle) drawn as a text link: "Make default", "Stop sharing". */
export function LinkButton({ type = 'button', tone, underline = 'always', children, ...rest }: LinkButtonProps) {
  return (
    <button {...rest} type={type} className={`${link({ tone, underline })} ${reset}`}>
      {children}
    </button>
  );
}
