import type { ReactNode } from 'react';
import { useLinkComponent } from '../LinkProvider';
import { card, description as descriptionStyle, media as mediaStyle, title as titleStyle } from './LinkCard.css';

export type LinkCardProps = {
  /** Where the card leads; rendered through the app's link component (see LinkProvider). */
  href: string;
  /** The card's name, in the brand's text colour. @default undefined (a card of its media alone, e.g. a logo with alt text) */
  title?: ReactNode;
  /** A line under the name, muted and small: a count, a one-line summary. @default undefined */
  description?: ReactNode;
  /** A picture above the name: an icon or a logo (`img` with its width and height). @default undefined */
  media?: ReactNode;
  /** Accessible name when the visible content does not give one. @default undefined */
  'aria-label'?: string;
};

/** A bordered card that is one link: a category, a help topic, a tool, a manufacturer's logo. */
export function LinkCard({ href, title, description, media, 'aria-label': ariaLabel }: LinkCardProps) {
  const LinkComponent = useLinkComponent();
  return (
    <LinkComponent href={href} className={card} aria-label={ariaLabel}>
      {media !== undefined && <span className={mediaStyle}>{media}</span>}
      {title !== undefined && <span className={titleStyle}>{title}</span>}
      {description !== undefined && <span className={descriptionStyle}>{description}</span>}
    </LinkComponent>
  );
}
