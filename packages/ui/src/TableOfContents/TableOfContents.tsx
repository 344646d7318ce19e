import type { ReactNode } from 'react';
import { useLinkComponent } from '../LinkProvider';
import { box, link, list, subItem, title as titleStyle } from './TableOfContents.css';

export type TableOfContentsItem = {
  /** Where the entry leads: `#id` of a heading on this page, or another page's path. */
  href: string;
  /** The entry's text. */
  label: ReactNode;
  /** A subsection (an h3 under an h2): indented and smaller. @default false */
  sub?: boolean;
  /** The page the visitor is on (`aria-current="page"`), in bold. @default false */
  current?: boolean;
};

export type TableOfContentsProps = {
  /** The box's heading, also the name of its navigation landmark ("On this page", "Help topics"). */
  title: string;
  /** The entries, in order. */
  items: readonly TableOfContentsItem[];
  /** Numbered order matters (the sections of a text: `ol`) or not (a menu of pages: `ul`). @default true */
  ordered?: boolean;
  /** Level of the title heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Name of the navigation landmark when it says more than the title ("Article categories" under "Categories"). @default title */
  label?: string;
};

/** A boxed list of links to a page's sections or to the pages of a set, with a small upper-case title. */
export function TableOfContents({ title, items, ordered = true, headingLevel = 2, label = title }: TableOfContentsProps) {
  const LinkComponent = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav className={box} aria-label={label}>
      <Heading className={titleStyle}>{title}</Heading>
      <List className={list}>
        {items.map((item) => {
          const current = item.current ? ('page' as const) : undefined;
          return (
            <li key={item.href} className={item.sub ? subItem : undefined}>
              {/* An anchor on this page is a plain link: the browser scrolls to it, no route change. */}
              {item.href.startsWith('#') ? (
                <a href={item.href} className={link} aria-current={current}>
                  {item.label}
                </a>
              ) : (
                <LinkComponent href={item.href} className={link} aria-current={current}>
                  {item.label}
                </LinkComponent>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
