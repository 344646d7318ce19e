import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import { check, count as countClass, heading, optionLink } from '../ParametricFilter/ParametricFilter.css';
import { list, root } from './FacetLinks.css';
import { facetLinksLabels } from './labels';

export type FacetLinksItem = {
  /** Stable key. */
  key: string;
  /** Text shown. */
  label: ReactNode;
  /** Where the link leads (the listing with this value chosen). */
  href: string;
  /** Matching parts, shown after the label. @default undefined (none shown) */
  count?: number;
  /** The value now applied (marked, and read as selected). @default false */
  current?: boolean;
};

export type FacetLinksLabels = {
  /** Read after the current value. */
  selected: string;
};

export type FacetLinksProps = {
  /** Heading over the list ("Manufacturer"). */
  title: string;
  /** One link per value; a GET link, so it works without JavaScript. */
  items: readonly FacetLinksItem[];
  /** Locale for counts. @default 'en-US' */
  locale?: string;
  /** Search engines need not follow these links (filtered listings). @default true */
  nofollow?: boolean;
  /** Texts. @default facetLinksLabels (English) */
  labels?: Partial<FacetLinksLabels>;
};

/**
 * One facet as a list of links, one value at a time (a search's manufacturer, a maker's
 * categories), in the look of ParametricFilter's links; for several values at once use that.
 */
export function FacetLinks({ title, items, locale = 'en-US', nofollow = true, labels }: FacetLinksProps) {
  const LinkComponent = useLinkComponent();
  const text = { ...facetLinksLabels, ...labels };
  return (
    <div className={root}>
      <h2 className={heading}>{title}</h2>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.key}>
            <LinkComponent
              href={item.href}
              className={optionLink}
              aria-current={item.current ? 'true' : undefined}
              rel={nofollow ? 'nofollow' : undefined}
            >
              <span className={check}>{item.current ? <Icon name="check" size="small" /> : null}</span>
              <span>{item.label}</span>
              {item.count === undefined ? null : <span className={countClass}>({item.count.toLocaleString(locale)})</span>}
              {item.current ? <VisuallyHidden>{text.selected}</VisuallyHidden> : null}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </div>
  );
}
