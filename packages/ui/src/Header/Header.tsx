import { useEffect, useImperativeHandle, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { closedTriggerAttributes, useDeferredMenu } from '../DropdownMenu/deferred';
import { Icon } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Header.css';
import { keepAnchorsClear } from './anchor-clearance';
import { AccountMenuTrigger, type AccountMenuProps } from './AccountMenu.trigger';
import { TopBar, topBarLabels } from './TopBar';
import type { ShellContact } from './TopBar';

/** Spec §4: the header animates over the first 70px of scroll. */
export const headerScrollRange = 70;

/** Entries of the signed-in My Account menu, in order (docs/product.md §2). */
export const accountMenuEntries = ['requestQuote', 'orderHistory', 'myAddress', 'rfqHistory', 'favourites', 'changePassword'] as const;
export type AccountMenuEntry = (typeof accountMenuEntries)[number];

/** Default addresses of the header's links (docs/product.md §2 routes). */
export const headerHrefs = {
  home: '/',
  account: '/account',
  signIn: '/account/login',
  register: '/account/register',
  cart: '/shopcart',
  bomTool: '/bom',
  requestQuote: '/rfq',
  orderHistory: '/account/orderstatushistory',
  myAddress: '/account/addressmanagement',
  rfqHistory: '/account/rfqhistory',
  favourites: '/account/favourites',
  changePassword: '/account/changepassword',
};
export type HeaderHrefs = Record<keyof typeof headerHrefs, string>;

export const headerLabels = {
  ...topBarLabels,
  /** Accessible name of the logo link; `{brand}` is replaced (keep it: the visible brand must be part of the name). */
  home: '{brand} home',
  /** Greeting of a signed-in user; `{userName}` is replaced. */
  greeting: 'Hi, {userName}',
  myAccount: 'My Account',
  signIn: 'Sign In',
  register: 'Register',
  myCart: 'My Cart',
  /** Read after "My Cart"; `{count}` is replaced. */
  cartItems: '{count} items',
  menu: 'Menu',
  requestQuote: 'Request Quote',
  orderHistory: 'Order History',
  myAddress: 'My Address',
  rfqHistory: 'RFQ History',
  favourites: 'Favourites',
  changePassword: 'Change Password',
  logOut: 'Log Out',
};
export type HeaderLabels = Record<keyof typeof headerLabels, string>;

export type HeaderProps = {
  /** Brand name, used by the default logo and its accessible name. @default 'Ferrite' */
  brand?: string;
  /** Logo content inside the home link. @default the brand wordmark */
  logo?: ReactNode;
  /** The search box, usually a `<SearchBox>`. @default undefined */
  search?: ReactNode;
  /** Signed-in user's name; when set the My Account menu replaces Sign In / Register. @default undefined */
  userName?: string;
  /** Lines in the cart, shown on the My Cart badge. @default 0 */
  cartCount?: number;
  /** Called by the menu's Log Out entry. @default undefined */
  onLogOut?: () => void;
  /** Link addresses; pass signIn with the redirect query of the current page. @default headerHrefs */
  hrefs?: Partial<HeaderHrefs>;
  /** Page scroll in px; 0–70 drives the compacting animation (docs/product.md §4). Read it outside render. @default 0 */
  scrollY?: number;
  /** Drops the header's shadow (layout state headerFlat). @default false */
  flat?: boolean;
  /** Shows the fixed top bar (contact, BOM Tool, region picker) above the 70px bar. @default true */
  topBar?: boolean;
  /** Phone and e-mail for the top bar. @default undefined */
  contact?: ShellContact;
  /** Region picker for the top bar. @default undefined */
  regionPicker?: ReactNode;
  /** State of the mobile navigation drawer, for the menu button's aria-expanded. @default false */
  menuOpen?: boolean;
  /** Called by the mobile menu button (shown below 768px). @default undefined */
  onMenuClick?: () => void;
  /** id of the navigation the menu button opens (aria-controls); pass it only when that nav is on the page. @default undefined */
  menuControls?: string;
  /** Fixed strings. @default English */
  labels?: Partial<HeaderLabels>;
  /** Ref to the `<header>`. @default undefined */
  ref?: Ref<HTMLElement>;
};

/** CSS custom-property name of a vanilla-extract var (`var(--x)` → `--x`). */
const propertyName = (cssVar: string) => cssVar.slice(4, -1);

/** Scroll position → animation progress 0..1 over the spec's 0–70px range. */
export const headerProgress = (scrollY: number): number =>
  Math.min(1, Math.max(0, (Number.isFinite(scrollY) ? scrollY : 0) / headerScrollRange));

/**
 * The signed-in My Account menu: its Radix code loads on the first hover, focus or press and the
 * menu replaces the same-looking stand-in trigger when pressed (issue 10, JavaScript budget).
 */
function AccountMenuEntry(props: AccountMenuProps) {
  const { Menu, intent } = useDeferredMenu(() => import('./AccountMenu').then((module) => module.AccountMenu));
  if (Menu) return <Menu {...props} defaultOpen />;
  return <AccountMenuTrigger greeting={props.greeting} title={props.title} {...closedTriggerAttributes} {...intent} />;
}

/**
 * The site header: logo, search, account (Sign In / Register or the My Account menu) and My Cart,
 * under the fixed top bar; 70px high, compacting over the first 70px of scroll.
 */
export function Header({
  brand = 'Ferrite',
  logo,
  search,
  userName,
  cartCount = 0,
  onLogOut,
  hrefs,
  scrollY = 0,
  flat = false,
  topBar = true,
  contact,
  regionPicker,
  menuOpen = false,
  onMenuClick,
  menuControls,
  labels,
  ref,
}: HeaderProps) {
  const text = { ...headerLabels, ...labels };
  const href = { ...headerHrefs, ...hrefs };
  const LinkComponent = useLinkComponent();
  const progress = headerProgress(scrollY);
  const signedIn = Boolean(userName);
  const greeting = text.greeting.replace('{userName}', userName ?? '');
  const root = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => root.current as HTMLElement, []);
  useEffect(() => (root.current ? keepAnchorsClear(root.current) : undefined), []);

  return (
    <header
      ref={root}
      className={styles.root}
      data-flat={flat || undefined}
      data-scrolled={progress > 0 || undefined}
      style={{ [propertyName(styles.progress)]: String(progress) } as CSSProperties}
    >
      {topBar ? <TopBar contact={contact} bomHref={href.bomTool} regionPicker={regionPicker} labels={text} /> : null}
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <button
            type="button"
            className={styles.menuButton}
            aria-label={text.menu}
            aria-expanded={menuOpen}
            aria-controls={menuControls}
            onClick={onMenuClick}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size="large" />
          </button>
          <LinkComponent href={href.home} className={styles.logo} aria-label={text.home.replace('{brand}', brand)}>
            {logo ?? (
              <span className={styles.wordmark}>
                <svg viewBox="0 0 36 36" className={styles.wordmarkSymbol} aria-hidden="true" focusable="false">
                  <rect width="36" height="36" rx="6" className={styles.wordmarkTile} />
                  <circle cx="18" cy="18" r="9" className={styles.wordmarkRing} />
                  <path d="M4 18h5M27 18h5" className={styles.wordmarkRing} />
                </svg>
                {brand}
              </span>
            )}
          </LinkComponent>
          <div className={styles.search}>{search}</div>
          <div className={styles.account}>
            <Icon name="user" size="large" />
            {signedIn ? (
              <AccountMenuEntry greeting={greeting} title={text.myAccount} labels={text} hrefs={href} onLogOut={onLogOut} />
            ) : (
              <span className={styles.accountLinks}>
                <LinkComponent href={href.signIn} className={styles.accountLink}>
                  {text.signIn}
                </LinkComponent>
                <span className={styles.accountSeparator} aria-hidden="true">
                  /
                </span>
                <LinkComponent href={href.register} className={styles.accountLink}>
                  {text.register}
                </LinkComponent>
              </span>
            )}
          </div>
          {signedIn ? (
            // Phones hide the account menu above: the signed-in state stays in view beside the cart.
            // The visible name starts the accessible one (WCAG 2.5.3); one label, so no stray space between parts.
            <LinkComponent href={href.account} className={styles.phoneAccount} aria-label={`${userName}, ${text.myAccount}`}>
              <Icon name="user" size="standard" />
              <span className={styles.phoneAccountName}>{userName}</span>
            </LinkComponent>
          ) : null}
          <LinkComponent href={href.cart} className={styles.cart}>
            <span className={styles.cartIcon}>
              <Icon name="cart" size="large" />
              {cartCount > 0 ? (
                <span className={styles.cartBadge} aria-hidden="true">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </span>
            <span className={styles.cartText}>{text.myCart}</span>
            {cartCount > 0 ? <VisuallyHidden>{`, ${text.cartItems.replace('{count}', String(cartCount))}`}</VisuallyHidden> : null}
          </LinkComponent>
        </div>
      </div>
    </header>
  );
}
