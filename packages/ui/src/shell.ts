// The store's shell composites: header, search, navigation, sidebar, footer, cookie notice,
// region pickers and the layouts built on them. One explicit export list: `@ferrite/ui/shop`
// (shop.ts) is their home; the root (index.ts) re-exports it only as a deprecated alias until 0.3.0.

export { Header, headerLabels, headerHrefs, headerScrollRange, headerProgress, accountMenuEntries, TopBar, topBarLabels } from './Header';
export type { HeaderProps, HeaderLabels, HeaderHrefs, AccountMenuEntry, TopBarProps, TopBarLabels, ShellContact } from './Header';

export {
  SearchBox,
  searchBoxLabels,
  searchBoxSizes,
  searchKeywordMinLength,
  normaliseSearchKeyword,
  SuggestionPanel,
  suggestionGroups,
  suggestionPanelLabels,
  flattenSuggestions,
  emptySuggestions,
  suggestionsFor,
} from './SearchBox';
export type {
  SearchBoxProps,
  SearchBoxLabels,
  SuggestionPanelProps,
  SuggestionPanelLabels,
  SuggestionGroup,
  SuggestionOption,
  ProductSuggestion,
  LinkSuggestion,
  SearchSuggestions,
} from './SearchBox';

export { MainNav, mainNavItems, mainNavMenus, mainNavHrefs, mainNavLabels, MegaMenu, ManufacturerMenu, megaMenuLabels } from './MainNav';
export type {
  MainNavProps,
  MainNavItem,
  MainNavMenu,
  MainNavHrefs,
  MainNavLabels,
  MegaMenuProps,
  ManufacturerMenuProps,
  MegaMenuLabels,
  CategoryNavItem,
  ManufacturerNavItem,
} from './MainNav';

export { Sidebar, sidebarViews, sidebarCartLimit, sidebarHrefs, sidebarLabels } from './Sidebar';
export type { SidebarProps, SidebarView, SidebarLabels, SidebarHrefs, CartLine, SidebarProduct } from './Sidebar';

export {
  Footer,
  footerLabels,
  newsletterEmailPattern,
  isValidNewsletterEmail,
  socialNetworks,
  shippingCarriers,
  paymentMethods,
  defaultFooterLinkGroups,
  defaultLegalLinks,
} from './Footer';
export type {
  FooterProps,
  FooterLabels,
  FooterLink,
  FooterLinkGroup,
  SocialLink,
  SocialNetwork,
  ShippingCarrier,
  PaymentMethod,
} from './Footer';

export { CookieNotice, cookieNoticeLabels } from './CookieNotice';
export type { CookieNoticeProps, CookieNoticeLabels } from './CookieNotice';

export {
  RegionPicker,
  regionPickerLabels,
  RegionPickerTrigger,
  regionPickerTones,
  defaultRegionLanguages,
  defaultCurrencies,
  LanguagePicker,
  languagePickerLabels,
  languageCodes,
  languageNames,
  rtlLanguages,
  Flag,
} from './RegionPicker';
export type {
  RegionPickerProps,
  RegionPickerLabels,
  RegionPickerTriggerProps,
  RegionLanguage,
  RegionSelection,
  CurrencyOption,
  LanguagePickerProps,
  LanguagePickerLabels,
  LanguageCode,
  FlagProps,
} from './RegionPicker';

export { DefaultLayout, defaultLayoutLabels } from './DefaultLayout';
export type { DefaultLayoutProps, DefaultLayoutLabels } from './DefaultLayout';

export { AboutLayout, aboutSections, aboutLayoutLabels, aboutNavScrollThreshold } from './AboutLayout';
export type { AboutLayoutProps, AboutLayoutLabels, AboutSection } from './AboutLayout';
