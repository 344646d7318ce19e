import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Sidebar, type CartLine, type SidebarView } from '@ferrite/ui/shop';
import { useCartSummary, type CartSummaryState } from '../pages/buying/cart-summary';
import { compareUrl, readCompareList, removeFromCompare, type CompareItem } from '../state/compare-list';
import { useMoney, type Money } from '../format/use-money';
import { useI18n } from '../i18n';
import { useStores } from '../state/context';
import { forgetView, readRecentlyViewed } from '../state/recently-viewed';

/** Cart lines carry unit prices in micro-dollars and amounts in cents of the cart's currency; the panel shows currency units. */
function inCurrency(line: CartLine, money: Money): CartLine {
  const { OrderPrice, ItemAmount } = line.Product;
  return { ...line, Product: { ...line.Product, OrderPrice: money.units(OrderPrice), ItemAmount: ItemAmount / 100 } };
}

/**
 * What the sidebar showed when the page was first rendered. It hydrates later than the page (see
 * later-parts.tsx), when the cart may have loaded or changed: its first render shows what the
 * server rendered, or React would find the HTML different and throw it away.
 */
export interface SidebarAtLoad {
  cart: CartSummaryState;
  /** layout.sidebar.refresh: a page toggles it to open a section. */
  refresh: boolean;
}

/**
 * The sidebar wired to the cart summary and the browser-stored compare and recently viewed lists.
 * The lists are re-read when the panel opens and on every navigation, because a product page adds
 * to them in the same tab (which fires no storage event).
 */
export function ShellSidebar({ atLoad }: { atLoad: SidebarAtLoad }) {
  const [view, setView] = useState<SidebarView | null>(null);
  const [compare, setCompare] = useState<CompareItem[]>([]);
  const [recent, setRecent] = useState<CompareItem[]>([]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const liveCart = useCartSummary();
  const cart = hydrated ? liveCart : atLoad.cart;
  const money = useMoney();
  const location = useLocation();
  const { section } = useI18n();
  const layout = useSnapshot(useStores().layout);
  // Pages open a section by toggling layout.sidebar.refresh (docs/product.md §4), e.g. after "Compare"; a
  // toggle made before the sidebar hydrated still opens its section.
  const refresh = layout.sidebar.refresh;
  const sectionView = layout.sidebar.sectionView;
  const seenRefresh = useRef(atLoad.refresh);
  useEffect(() => {
    if (seenRefresh.current === refresh) return;
    seenRefresh.current = refresh;
    setView(sectionView);
  }, [refresh, sectionView]);

  useEffect(() => {
    setCompare(readCompareList());
    setRecent(readRecentlyViewed());
  }, [view, location.key]);
  // A link inside the panel leads to another page: the panel closes behind it. Not on mount: the
  // sidebar hydrates after the page, which may have asked it to open a section by then.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setView(null);
  }, [location.pathname]);

  return (
    <Sidebar
      view={view}
      onViewChange={setView}
      cartItems={cart.Lines.map((line) => inCurrency(line, money))}
      formatPrice={money.inUnits}
      cartCount={cart.Count}
      loading={!cart.loaded && view === 'cart'}
      compareItems={compare}
      onRemoveCompare={(id) => setCompare(removeFromCompare(Number(id)))}
      recentItems={recent}
      onRemoveRecent={(id) => setRecent(forgetView(Number(id)))}
      hrefs={{ compare: compareUrl(compare.map((item) => item.ProductID)) }}
      labels={section('kitSidebar')}
    />
  );
}
