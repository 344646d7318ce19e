import { useEffect, useId, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { ButtonLink } from '../Button';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { useLinkComponent } from '../LinkProvider';
import { Spinner } from '../Spinner';
import * as styles from './Sidebar.css';
import { sidebarLabels } from './labels';
import type { SidebarLabels } from './labels';

/** The panel's sections. */
export const sidebarViews = ['cart', 'compare', 'recent'] as const;
export type SidebarView = (typeof sidebarViews)[number];

/** Spec §4/§9: the cart panel shows at most 9 lines. */
export const sidebarCartLimit = 9;

/** A cart line (docs/product.md §3). */
export type CartLine = {
  /** Line id. */
  DtlID: number;
  /** Manufacturer part number. */
  PartNo: string;
  /** Manufacturer name. */
  MFG: string;
  /** Short description. */
  Description: string;
  /** Temporary cart id. */
  TempCartID?: string;
  /** Picture, page, quantity and prices of the line. */
  Product: { PicUrl: string; ProductUrl: string; OrderQty: number; OrderPrice: number; ItemAmount: number };
};

/** A product in the compare list or the recently viewed list (docs/product.md §3 compare item). */
export type SidebarProduct = {
  /** Product id (key of the browser-stored list). */
  ProductID: number | string;
  /** Picture address. */
  PicUrl: string;
  /** Product page address. */
  ProductUrl: string;
  /** Manufacturer part number. */
  PartNo: string;
  /** Manufacturer name. */
  MFG: string;
  /** Short description. */
  Description: string;
};

/** Default link addresses (docs/product.md §2 routes). */
export const sidebarHrefs = {
  contact: '/ContactUs',
  account: '/account',
  rfq: '/rfq',
  cart: '/shopcart',
  compare: '/product/compare',
};
export type SidebarHrefs = Record<keyof typeof sidebarHrefs, string>;

export type SidebarProps = {
  /** Open section of the panel, or null when closed (controlled). */
  view: SidebarView | null;
  /** Called to open a section or, with null, to close the panel. */
  onViewChange: (view: SidebarView | null) => void;
  /** Section the toggle opens (docs/product.md §2: Shopping Cart). @default 'cart' */
  defaultView?: SidebarView;
  /** Cart lines; the panel shows the first 9. @default [] */
  cartItems?: readonly CartLine[];
  /** Lines in the cart, when more exist than were passed. @default cartItems.length */
  cartCount?: number;
  /** Products in the compare list. @default [] */
  compareItems?: readonly SidebarProduct[];
  /** Called with a ProductID by a compare item's remove button. @default undefined */
  onRemoveCompare?: (productId: SidebarProduct['ProductID']) => void;
  /** Recently viewed products. @default [] */
  recentItems?: readonly SidebarProduct[];
  /** Called with a ProductID by a recently viewed item's remove button. @default undefined */
  onRemoveRecent?: (productId: SidebarProduct['ProductID']) => void;
  /** The open section's data is loading. @default false */
  loading?: boolean;
  /** A message shown instead of the open section's content (e.g. the cart call failed). @default undefined */
  error?: string;
  /** Formats prices of cart lines. @default '$' with 2 to 4 decimals */
  formatPrice?: (amount: number) => string;
  /** Link addresses. @default sidebarHrefs */
  hrefs?: Partial<SidebarHrefs>;
  /** Called by Back to top. @default smooth-scrolls the window to the top */
  onBackToTop?: () => void;
  /** Fixed strings. @default English */
  labels?: Partial<SidebarLabels>;
  /** Ref to the `<aside>`. @default undefined */
  ref?: Ref<HTMLElement>;
};

/** Two decimals, more (up to 4) for sub-cent unit prices such as $0.0021 for a chip resistor. */
const defaultFormatPrice = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

/** Clicks on these never close the panel (docs/product.md §4: links, buttons, icons and spans). */
const keepsPanelOpen = 'a, button, svg, span';

/** The recently viewed icon (a clock), drawn like the kit's icons. */
function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.clock} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

type RailEntryProps = { label: string; icon: ReactNode; badge?: number };

function RailContent({ label, icon, badge }: RailEntryProps) {
  return (
    <>
      {icon}
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
      <span className={styles.railLabel}>{badge ? `${label} (${badge})` : label}</span>
    </>
  );
}

/**
 * The right-hand rail: panel toggle, contact, account, RFQ, the cart / compare / recently viewed
 * panel and back to top. The panel closes on a click outside it, except on links, buttons, icons
 * and spans (docs/product.md §4), and on Escape.
 */
export function Sidebar({
  view,
  onViewChange,
  defaultView = 'cart',
  cartItems = [],
  cartCount,
  compareItems = [],
  onRemoveCompare,
  recentItems = [],
  onRemoveRecent,
  loading = false,
  error,
  formatPrice = defaultFormatPrice,
  hrefs,
  onBackToTop,
  labels,
  ref,
}: SidebarProps) {
  const text = { ...sidebarLabels, ...labels };
  const href = { ...sidebarHrefs, ...hrefs };
  const LinkComponent = useLinkComponent();
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const rootRef = useRef<HTMLElement | null>(null);
  const totalInCart = cartCount ?? cartItems.length;
  const counts: Record<SidebarView, number> = { cart: totalInCart, compare: compareItems.length, recent: recentItems.length };

  useEffect(() => {
    if (view === null) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (rootRef.current?.contains(target) || target.closest(keepsPanelOpen)) return;
      onViewChange(null);
    };
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [view, onViewChange]);

  const setRef = (node: HTMLElement | null) => {
    rootRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const sectionButton = (section: SidebarView, icon: ReactNode) => (
    <li className={styles.desktopOnly}>
      <button
        type="button"
        className={styles.railButton}
        aria-expanded={view === section}
        aria-controls={panelId}
        data-active={view === section || undefined}
        onClick={() => onViewChange(view === section ? null : section)}
      >
        <RailContent label={text[section]} icon={icon} badge={counts[section]} />
      </button>
    </li>
  );

  const railLink = (target: string, label: string, icon: IconName) => (
    <li className={styles.desktopOnly}>
      <LinkComponent href={target} className={styles.railButton}>
        <RailContent label={label} icon={<Icon name={icon} />} />
      </LinkComponent>
    </li>
  );

  const productRow = (item: SidebarProduct, onRemove: SidebarProps['onRemoveCompare']) => (
    <li key={item.ProductID} className={styles.row}>
      <img src={item.PicUrl} alt="" width={48} height={48} loading="lazy" className={styles.picture} />
      <div className={styles.rowText}>
        <LinkComponent href={item.ProductUrl} className={styles.partNo}>
          {item.PartNo}
        </LinkComponent>
        <span className={styles.muted}>{item.MFG}</span>
        <span className={styles.description}>{item.Description}</span>
      </div>
      {onRemove ? (
        <IconButton icon="trash" size="small" label={fill(text.remove, { partNo: item.PartNo })} onClick={() => onRemove(item.ProductID)} />
      ) : null}
    </li>
  );

  const renderBody = () => {
    if (view === null) return null;
    if (loading) {
      return (
        <div className={styles.message} role="status">
          <Spinner size="small" label="" />
          {text.loading}
        </div>
      );
    }
    if (error) {
      return (
        <p className={styles.errorMessage} role="alert">
          {error}
        </p>
      );
    }
    if (view === 'cart') {
      if (cartItems.length === 0) return <p className={styles.message}>{text.cartEmpty}</p>;
      const shown = cartItems.slice(0, sidebarCartLimit);
      return (
        <>
          <ul className={styles.rows}>
            {shown.map((line) => (
              <li key={line.DtlID} className={styles.row}>
                <img src={line.Product.PicUrl} alt="" width={48} height={48} loading="lazy" className={styles.picture} />
                <div className={styles.rowText}>
                  <LinkComponent href={line.Product.ProductUrl} className={styles.partNo}>
                    {line.PartNo}
                  </LinkComponent>
                  <span className={styles.muted}>{line.MFG}</span>
                  <span className={styles.muted}>
                    {fill(text.quantityTimesPrice, { qty: line.Product.OrderQty, price: formatPrice(line.Product.OrderPrice) })}
                  </span>
                </div>
                <span className={styles.amount}>{formatPrice(line.Product.ItemAmount)}</span>
              </li>
            ))}
          </ul>
          {totalInCart > shown.length ? (
            <p className={styles.note}>{fill(text.showingOf, { shown: shown.length, count: totalInCart })}</p>
          ) : null}
        </>
      );
    }
    const items = view === 'compare' ? compareItems : recentItems;
    if (items.length === 0) return <p className={styles.message}>{view === 'compare' ? text.compareEmpty : text.recentEmpty}</p>;
    return <ul className={styles.rows}>{items.map((item) => productRow(item, view === 'compare' ? onRemoveCompare : onRemoveRecent))}</ul>;
  };

  const footer = () => {
    if (view === null || loading || error) return null;
    const count = <span className={styles.count}>{fill(text.count, { count: counts[view] })}</span>;
    if (view === 'cart') {
      return (
        <>
          {count}
          <ButtonLink href={href.cart} size="small">
            {text.viewCart}
          </ButtonLink>
        </>
      );
    }
    if (view === 'compare') {
      return (
        <>
          {count}
          {compareItems.length > 0 ? (
            <ButtonLink href={href.compare} size="small">
              {text.compareNow}
            </ButtonLink>
          ) : null}
        </>
      );
    }
    return count;
  };

  return (
    <aside
      ref={setRef}
      aria-label={text.sidebar}
      className={styles.root}
      data-open={view !== null || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && view !== null) {
          event.stopPropagation();
          onViewChange(null);
        }
      }}
    >
      <ul className={styles.rail}>
        <li>
          <button
            type="button"
            className={styles.railButton}
            aria-expanded={view !== null}
            aria-controls={panelId}
            onClick={() => onViewChange(view === null ? defaultView : null)}
          >
            <RailContent label={text.toggle} icon={<Icon name={view === null ? 'chevron-left' : 'chevron-right'} />} />
          </button>
        </li>
        {railLink(href.contact, text.contact, 'phone')}
        {railLink(href.account, text.account, 'user')}
        {railLink(href.rfq, text.rfq, 'file')}
        {sectionButton('cart', <Icon name="cart" />)}
        {sectionButton('compare', <Icon name="compare" />)}
        {sectionButton('recent', <ClockIcon />)}
        <li className={styles.backToTopItem}>
          <button
            type="button"
            className={styles.railButton}
            onClick={() => (onBackToTop ? onBackToTop() : window.scrollTo({ top: 0, behavior: 'smooth' }))}
          >
            <RailContent label={text.backToTop} icon={<Icon name="arrow-up" />} />
          </button>
        </li>
      </ul>
      <section id={panelId} className={styles.panel} aria-labelledby={titleId} hidden={view === null}>
        <div className={styles.panelHeader}>
          <h2 id={titleId} className={styles.title}>
            {view ? text[view] : text.cart}
          </h2>
          <IconButton icon="close" size="small" label={text.close} onClick={() => onViewChange(null)} />
        </div>
        <div className={styles.tabs} role="group" aria-label={text.sections}>
          {sidebarViews.map((section) => (
            <button
              key={section}
              type="button"
              className={styles.tab}
              aria-pressed={view === section}
              onClick={() => onViewChange(section)}
            >
              {text[section]}
              <span className={styles.tabCount}>{counts[section]}</span>
            </button>
          ))}
        </div>
        <div className={styles.body}>{renderBody()}</div>
        <div className={styles.footer}>{footer()}</div>
      </section>
    </aside>
  );
}
