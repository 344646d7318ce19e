import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, MouseEvent as ReactMouseEvent } from 'react';
import { useLinkComponent } from '../LinkProvider';
import { Spinner } from '../Spinner';
import * as styles from './MainNav.css';

/** A category of the navigation (docs/product.md §3); children have the same shape. */
export type CategoryNavItem = {
  /** Category id. */
  CategoryID: number;
  /** Shown name, e.g. 'Chip Resistors'. */
  CategoryName: string;
  /** Category page address. */
  LinkUrl: string;
  /** Icon image address (top level only); empty for none. */
  IconPath?: string;
  /** Tags, e.g. 'InMRO'. */
  Tags?: readonly string[];
  /** Sub-categories. */
  ChildList?: readonly CategoryNavItem[];
};

/** A featured manufacturer of the navigation (docs/product.md §3). */
export type ManufacturerNavItem = {
  /** Manufacturer page address. */
  MfgUrl: string;
  /** Shown name, e.g. 'Texas Instruments'. */
  MfgName: string;
  /** Logo image address; empty for none. */
  Image: string;
  /** The manufacturer's main categories. */
  CategoryList: readonly { LinkUrl: string; CategoryName: string }[];
};

export const megaMenuLabels = {
  /** Link to the hovered category's own page. */
  showAll: 'Show All',
  /** Shown when there is nothing to list (docs/product.md §8). */
  noData: 'No Data',
  loading: 'Loading categories…',
  /** Link to the manufacturers index. */
  linecard: 'Linecard A-Z',
  /** Accessible name of the featured brands list. */
  featuredBrands: 'Featured brands',
};
export type MegaMenuLabels = Record<keyof typeof megaMenuLabels, string>;

/**
 * Touch has no hover: the first tap on an entry that has more to show opens it, the second
 * follows the link. Mouse and keyboard follow the link at once.
 */
export function useFirstTapOpens(isOpen: boolean, open: () => void) {
  const pointer = useRef<{ type: string; wasOpen: boolean } | null>(null);
  return {
    onPointerDown: (event: ReactPointerEvent) => {
      pointer.current = { type: event.pointerType, wasOpen: isOpen };
    },
    onClick: (event: ReactMouseEvent) => {
      if (pointer.current?.type === 'touch' && !pointer.current.wasOpen) {
        event.preventDefault();
        open();
      }
      pointer.current = null;
    },
  };
}

type CategoryEntryProps = {
  category: CategoryNavItem;
  index: number;
  active: boolean;
  onActivate: (index: number) => void;
  panelId: string;
  labels: MegaMenuLabels;
};

function CategoryEntry({ category, index, active, onActivate, panelId, labels }: CategoryEntryProps) {
  const LinkComponent = useLinkComponent();
  const children = category.ChildList ?? [];
  const tap = useFirstTapOpens(active, () => onActivate(index));
  return (
    <li className={styles.categoryEntry} onMouseEnter={() => onActivate(index)}>
      <LinkComponent
        href={category.LinkUrl}
        className={styles.categoryLink}
        data-active={active || undefined}
        aria-expanded={children.length > 0 ? active : undefined}
        aria-controls={children.length > 0 ? panelId : undefined}
        onFocus={() => onActivate(index)}
        {...(children.length > 0 ? tap : {})}
      >
        {category.IconPath ? <img src={category.IconPath} alt="" className={styles.categoryIcon} loading="lazy" /> : null}
        <span>{category.CategoryName}</span>
      </LinkComponent>
      {children.length > 0 ? (
        <div id={panelId} className={styles.subPanel} hidden={!active}>
          <div className={styles.subPanelHeader}>
            <span className={styles.subPanelTitle}>{category.CategoryName}</span>
            <LinkComponent href={category.LinkUrl} className={styles.showAll}>
              {labels.showAll}
            </LinkComponent>
          </div>
          <ul className={styles.childGrid}>
            {children.map((child) => (
              <li key={child.CategoryID} className={styles.childGroup}>
                <LinkComponent href={child.LinkUrl} className={styles.childLink}>
                  {child.CategoryName}
                </LinkComponent>
                {child.ChildList && child.ChildList.length > 0 ? (
                  <ul className={styles.grandchildList}>
                    {child.ChildList.map((grandchild) => (
                      <li key={grandchild.CategoryID}>
                        <LinkComponent href={grandchild.LinkUrl} className={styles.grandchildLink}>
                          {grandchild.CategoryName}
                        </LinkComponent>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

export type MegaMenuProps = {
  /** Top-level categories, each with its children and grandchildren. @default [] */
  categories?: readonly CategoryNavItem[];
  /** Categories are still loading. @default false */
  loading?: boolean;
  /** Base id for the sub-panels. */
  id: string;
  /** Index of the category shown at first. @default 0 */
  defaultActiveIndex?: number;
  /** Fixed strings. @default English */
  labels?: Partial<MegaMenuLabels>;
};

/**
 * The All Products panel: top categories on the left; the hovered or focused one's children on a
 * 750px sub-panel, each with its own children, and Show All.
 */
export function MegaMenu({ categories = [], loading = false, id, defaultActiveIndex = 0, labels }: MegaMenuProps) {
  const text = { ...megaMenuLabels, ...labels };
  const [activeIndex, setActiveIndex] = useState(defaultActiveIndex);
  if (loading) {
    return (
      <div className={styles.panelMessage}>
        <Spinner size="small" label="" />
        {text.loading}
      </div>
    );
  }
  if (categories.length === 0) return <p className={styles.panelMessage}>{text.noData}</p>;
  return (
    <ul className={styles.categoryList}>
      {categories.map((category, index) => (
        <CategoryEntry
          key={category.CategoryID}
          category={category}
          index={index}
          active={index === activeIndex}
          onActivate={setActiveIndex}
          panelId={`${id}-category-${category.CategoryID}`}
          labels={text}
        />
      ))}
    </ul>
  );
}

export type ManufacturerMenuProps = {
  /** Featured brands with their categories. @default [] */
  manufacturers?: readonly ManufacturerNavItem[];
  /** Address of the Linecard A-Z (all manufacturers) page. @default '/manufacturer' */
  linecardHref?: string;
  /** Manufacturers are still loading. @default false */
  loading?: boolean;
  /** Fixed strings. @default English */
  labels?: Partial<MegaMenuLabels>;
};

/** The Manufacturers panel: featured brands with their categories, and Linecard A-Z. */
export function ManufacturerMenu({ manufacturers = [], linecardHref = '/manufacturer', loading = false, labels }: ManufacturerMenuProps) {
  const text = { ...megaMenuLabels, ...labels };
  const LinkComponent = useLinkComponent();
  return (
    <div className={styles.brandPanel}>
      {loading ? (
        <div className={styles.panelMessage}>
          <Spinner size="small" label="" />
          {text.loading}
        </div>
      ) : manufacturers.length === 0 ? (
        <p className={styles.panelMessage}>{text.noData}</p>
      ) : (
        <ul className={styles.brandGrid} aria-label={text.featuredBrands}>
          {manufacturers.map((brand) => (
            <li key={brand.MfgUrl} className={styles.brand}>
              <LinkComponent href={brand.MfgUrl} className={styles.brandLink}>
                {brand.Image ? <img src={brand.Image} alt="" className={styles.brandLogo} loading="lazy" /> : null}
                <span>{brand.MfgName}</span>
              </LinkComponent>
              {brand.CategoryList.length > 0 ? (
                <ul className={styles.brandCategories}>
                  {brand.CategoryList.map((category) => (
                    <li key={category.LinkUrl}>
                      <LinkComponent href={category.LinkUrl} className={styles.grandchildLink}>
                        {category.CategoryName}
                      </LinkComponent>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.brandFooter}>
        <LinkComponent href={linecardHref} className={styles.showAll}>
          {text.linecard}
        </LinkComponent>
      </div>
    </div>
  );
}
