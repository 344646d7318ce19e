import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../LinkProvider';
import { link } from './Link.css';
import type { LinkVariants } from './Link.css';
import { variantOptions } from '../private/variant-options';

export const linkTones = variantOptions<NonNullable<LinkVariants['tone']>>()(['link', 'neutral', 'muted', 'brand', 'inverse', 'inherit']);
export const linkUnderlines = variantOptions<NonNullable<LinkVariants['underline']>>()(['hover', 'always', 'none']);
export const linkWeights = variantOptions<NonNullable<LinkVariants['weight']>>()(['regular', 'medium', 'strong', 'inherit']);

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'style'> & {
  /** Target URL or app path; rendered through the injected link component. */
  href: string;
  /** Link text or content. */
  children: ReactNode;
  /** Colour by purpose. @default 'link' */
  tone?: LinkVariants['tone'];
  /** When to underline. @default 'hover' */
  underline?: LinkVariants['underline'];
  /** Font weight. @default 'inherit' */
  weight?: LinkVariants['weight'];
  /** Ref to the anchor. @default undefined */
  ref?: Ref<HTMLAnchorElement>;
};

/** A text link through the app's link component (see LinkProvider). */
export function Link({ tone, underline, weight, ...props }: LinkProps) {
  const LinkComponent = useLinkComponent();
  return <LinkComponent {...props} className={link({ tone, underline, weight })} />;
}
