import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { Icon } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './MainNav.css';
import { ManufacturerMenu, MegaMenu, megaMenuLabels, useFirstTapOpens } from './MegaMenu';
import type { CategoryNavItem, ManufacturerNavItem } from './MegaMenu';

/** The entries of the main navigation, in order (docs/product.md §2). */
export const mainNavItems = ['allProducts', 'manufacturers', 'requestQuote', 'community', 'tools', 'aboutUs', 'account'] as const;
export type MainNavItem = (typeof mainNavItems)[number];

/** Entries that open a panel. */
export const mainNavMenus = ['allProducts', 'manufacturers'] as const;
export type MainNavMenu = (typeof mainNavMenus)[number];

/** Default addresses (docs/product.md §2 routes). Sign In comes from the `signInHref` prop. */
export const mainNavHrefs = {
  allProducts: '/category',
  manufacturers: '/manufacturer',
  linecard: '/manufacturer',
  requestQuote: '/rfq',
  community: '/community',
  tools: '/tools',
  aboutUs: '/AboutUs',
  account: '/account',
};
export type MainNavHrefs = Record<keyof typeof mainNavHrefs, string>;

export const mainNavLabels = {
  ...megaMenuLabels,
  /** Accessible name of the navigation landmark. */
  nav: 'Main',
  allProducts: 'All Products',
  manufacturers: 'Manufacturers',
  requestQuote: 'Request Quote',
  community: 'Community',
  tools: 'Tools',
  aboutUs: 'About Us',
  account: 'Account',
  signIn: 'Sign In',
  logOut: 'Log Out',
  /** The drawer's close button (mobile). */
  closeMenu: 'Close menu',
};
export type MainNavLabels = Record<keyof typeof mainNavLabels, string>;

export type MainNavProps = {
  /** Category tree for the All Products mega-menu (docs/product.md §3 shape). @default [] */
  categories?: readonly CategoryNavItem[];
  /** Featured brands for the Manufacturers panel (docs/product.md §3 shape). @default [] */
  manufacturers?: readonly ManufacturerNavItem[];
  /** The navigation data is still loading. @default false */
  loading?: boolean;
  /** Signed in: shows Account (and Log Out on mobile) instead of Sign In. @default false */
  signedIn?: boolean;
  /** Sign In address carrying the current page as redirect, e.g. '/account/login?redirect=%2Frfq'. @default '/account/login' */
  signInHref?: string;
  /** Called by Log Out (mobile drawer, signed in). @default undefined */
  onLogOut?: () => void;
  /** Link addresses. @default mainNavHrefs */
  hrefs?: Partial<MainNavHrefs>;
  /** The entry of the current page (aria-current). @default undefined */
  current?: MainNavItem;
  /** Below 768px the navigation is a drawer; this opens it. @default false */
  mobileOpen?: boolean;
  /** Called when the drawer asks to close (close button, backdrop, Escape). @default undefined */
  onMobileOpenChange?: (open: boolean) => void;
  /** Server-render and keep the panels' contents while closed; false renders a panel's links only once it has been opened (smaller pages; the top links still work without JavaScript). @default true */
  renderClosedPanels?: boolean;
  /** Called when a panel opens (hover, focus, Enter, ArrowDown, first tap), e.g. to load its data. @default undefined */
  onMenuOpen?: (menu: MainNavMenu) => void;
  /** id of the nav, for the header menu button's aria-controls. @default 'main-nav' */
  id?: string;
  /** Fixed strings. @default English */
  labels?: Partial<MainNavLabels>;
  /** Ref to the `<nav>`. @default undefined */
  ref?: Ref<HTMLElement>;
};

type MenuEntryProps = {
  menu: MainNavMenu;
  label: string;
  href: string;
  isOpen: boolean;
  current: boolean;
  setOpen: (menu: MainNavMenu | null) => void;
  panelId: string;
  /** Render the children while the panel has never been opened. */
  renderClosed: boolean;
  children: ReactNode;
};

/**
 * A top entry with a panel: a real link (so it works without JavaScript) that also discloses the
 * panel on hover, keyboard focus, Enter or ArrowDown while closed, and on the first tap.
 */
function MenuEntry({ menu, label, href, isOpen, current, setOpen, panelId, renderClosed, children }: MenuEntryProps) {
  const LinkComponent = useLinkComponent();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Focus the entry gives back to its own trigger must not reopen the panel. */
  const returningFocus = useRef(false);
  const [focusFirst, setFocusFirst] = useState(false);
  // Once opened, the contents stay rendered, so reopening is instant.
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  const tap = useFirstTapOpens(isOpen, () => setOpen(menu));

  useEffect(() => {
    if (!isOpen || !focusFirst) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    setFocusFirst(false);
  }, [isOpen, focusFirst]);

  const closeToTrigger = () => {
    setOpen(null);
    returningFocus.current = true;
    triggerRef.current?.focus();
    returningFocus.current = false;
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(menu);
      setFocusFirst(true);
    } else if (event.key === 'Enter' && !isOpen) {
      event.preventDefault();
      setOpen(menu);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      closeToTrigger();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && isOpen) setOpen(null);
  };

  return (
    <li
      className={styles.item}
      onMouseEnter={() => setOpen(menu)}
      onMouseLeave={() => {
        if (isOpen) setOpen(null);
      }}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <LinkComponent
        ref={triggerRef}
        href={href}
        className={styles.topLink}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-current={current ? 'page' : undefined}
        data-open={isOpen || undefined}
        onFocus={() => {
          if (!returningFocus.current) setOpen(menu);
        }}
        onKeyDown={handleTriggerKeyDown}
        {...tap}
      >
        {label}
        <Icon name="chevron-down" size="xsmall" />
      </LinkComponent>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!isOpen}>
        {renderClosed || opened ? children : null}
      </div>
    </li>
  );
}

/**
 * The main navigation: All Products (mega-menu), Manufacturers (featured brands, Linecard A-Z),
 * Request Quote, Community, Tools, About Us, Account or Sign In, and Log Out on mobile. Below
 * 768px it is a drawer that slides in.
 */
export function MainNav({
  categories = [],
  manufacturers = [],
  loading = false,
  signedIn = false,
  signInHref = '/account/login',
  onLogOut,
  hrefs,
  current,
  mobileOpen = false,
  onMobileOpenChange,
  renderClosedPanels = true,
  onMenuOpen,
  id = 'main-nav',
  labels,
  ref,
}: MainNavProps) {
  const text = { ...mainNavLabels, ...labels };
  const href = { ...mainNavHrefs, ...hrefs };
  const LinkComponent = useLinkComponent();
  const [openMenu, setMenu] = useState<MainNavMenu | null>(null);
  const setOpenMenu = (menu: MainNavMenu | null) => {
    if (menu && menu !== openMenu) onMenuOpen?.(menu);
    setMenu(menu);
  };
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mobileOpen) closeRef.current?.focus();
  }, [mobileOpen]);

  const plainLink = (item: Exclude<MainNavItem, MainNavMenu>, target: string, label: string) => (
    <li className={styles.item}>
      <LinkComponent href={target} className={styles.topLink} aria-current={current === item ? 'page' : undefined}>
        {label}
      </LinkComponent>
    </li>
  );

  return (
    <>
      <nav
        ref={ref}
        id={id}
        aria-label={text.nav}
        className={styles.nav}
        data-mobile-open={mobileOpen || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && mobileOpen) onMobileOpenChange?.(false);
        }}
      >
        <div className={styles.drawerHeader}>
          <button
            ref={closeRef}
            type="button"
            className={styles.closeButton}
            aria-label={text.closeMenu}
            onClick={() => onMobileOpenChange?.(false)}
          >
            <Icon name="close" size="large" />
          </button>
        </div>
        <ul className={styles.list}>
          <MenuEntry
            menu="allProducts"
            label={text.allProducts}
            href={href.allProducts}
            isOpen={openMenu === 'allProducts'}
            current={current === 'allProducts'}
            setOpen={setOpenMenu}
            panelId={`${id}-all-products`}
            renderClosed={renderClosedPanels}
          >
            <MegaMenu id={`${id}-mega`} categories={categories} loading={loading} labels={text} />
          </MenuEntry>
          <MenuEntry
            menu="manufacturers"
            label={text.manufacturers}
            href={href.manufacturers}
            isOpen={openMenu === 'manufacturers'}
            current={current === 'manufacturers'}
            setOpen={setOpenMenu}
            panelId={`${id}-manufacturers`}
            renderClosed={renderClosedPanels}
          >
            <ManufacturerMenu manufacturers={manufacturers} linecardHref={href.linecard} loading={loading} labels={text} />
          </MenuEntry>
          {plainLink('requestQuote', href.requestQuote, text.requestQuote)}
          {plainLink('community', href.community, text.community)}
          {plainLink('tools', href.tools, text.tools)}
          {plainLink('aboutUs', href.aboutUs, text.aboutUs)}
          <li className={styles.accountItem}>
            {signedIn ? (
              <LinkComponent href={href.account} className={styles.topLink} aria-current={current === 'account' ? 'page' : undefined}>
                <Icon name="user" size="small" />
                {text.account}
              </LinkComponent>
            ) : (
              <LinkComponent href={signInHref} className={styles.topLink}>
                <Icon name="user" size="small" />
                {text.signIn}
              </LinkComponent>
            )}
          </li>
          {signedIn ? (
            <li className={styles.logOutItem}>
              <button type="button" className={styles.logOutButton} onClick={onLogOut}>
                <Icon name="logout" size="small" />
                {text.logOut}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className={styles.backdrop} data-open={mobileOpen || undefined} aria-hidden="true" onClick={() => onMobileOpenChange?.(false)} />
    </>
  );
}
