import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../LinkProvider';
import { link } from './Link.css';

export const linkTones = ['link', 'neutral', 'muted', 'brand', 'inverse', 'inherit'] as const;
export const linkUnderlines = ['hover', 'always', 'none'] as const;
export const linkWeights = ['regular', 'medium', 'strong', 'inherit'] as const;

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'style'> & {
  /** Target URL or app path; rendered through the injected link component. */
  href: string;
  /** Link text or content. */
  children: ReactNode;
  /** Colour by purpose. @default 'link' */
  tone?: (typeof linkTones)[number];
  /** When to underline. @default 'hover' */
  underline?: (typeof linkUnderlines)[number];
  /** Font weight. @default 'inherit' */
  weight?: (typeof linkWeights)[number];
  /** Ref to the anchor. @default undefined */
  ref?: Ref<HTMLAnchorElement>;
};

/** A text link through the app's link component (see LinkProvider). */
export function Link({ tone, underline, weight, ...props }: LinkProps) {
  const LinkComponent = useLinkComponent();
  return <LinkComponent {...props} className={link({ tone, underline, weight })} />;
}
