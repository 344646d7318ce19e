// The sidebar's strings apart from its component: the language pack reads them with every page,
// while the sidebar's code can load later (issue 10).

export const sidebarLabels = {
  /** Accessible name of the whole sidebar. */
  sidebar: 'Quick access',
  toggle: 'Side panel',
  contact: 'Contact Us',
  account: 'My Account',
  rfq: 'Request Quote',
  cart: 'Shopping Cart',
  compare: 'Compare',
  recent: 'Recently Viewed',
  backToTop: 'Back to top',
  close: 'Close side panel',
  /** Accessible name of the section switcher. */
  sections: 'Sections',
  viewCart: 'View cart',
  compareNow: 'Compare now',
  /** `{partNo}` is replaced. */
  remove: 'Remove {partNo}',
  /** `{count}` is replaced. */
  count: '{count} items',
  /** `{shown}` and `{count}` are replaced. */
  showingOf: 'Showing {shown} of {count}',
  /** `{qty}` and `{price}` are replaced. */
  quantityTimesPrice: '{qty} × {price}',
  cartEmpty: 'Your cart is empty',
  compareEmpty: 'No products to compare yet',
  recentEmpty: 'No recently viewed products',
  loading: 'Loading…',
};
export type SidebarLabels = Record<keyof typeof sidebarLabels, string>;
