// The API contract as the browser sees it: shapes, limits, messages and helpers, without the zod
// input schemas (they live in each area module, e.g. ./buying, for the server and the form pages
// that validate before posting), so that no page needs zod to render.
export { API_STATES } from './envelope';
export type { ApiEnvelope, ApiState } from './envelope';
export { COMPOSED_MESSAGES, englishMessage, isMessageCode, listSeparatorOf, MESSAGE_LIST_SEPARATOR, messageRef } from './message-codes';
export type { MessageCode, MessageParams, MessageRef } from './message-codes';
export { INDUSTRIAL_MRO, IN_MRO_TAG } from './navigation';
export type { CategoryNavItem, ManufacturerNavItem } from './navigation';
export type { HomeData, PartSummary, PriceBreakDto } from './home';
export { ANONYMOUS_ID_COOKIES } from './session';
export type { AnonymousIdKind, SiteSettings } from './session';
export {
  categoryIconUrl,
  categoryUrl,
  keywordUrl,
  manufacturerLogoUrl,
  manufacturerUrl,
  partNoToPath,
  pathToPartNo,
  productUrl,
} from './urls';
export {
  EMAIL_PATTERN,
  HAS_DIGIT,
  HAS_LOWERCASE,
  HAS_UPPERCASE,
  MAX_KEYWORD_LENGTH,
  MESSAGES,
  MIN_KEYWORD_LENGTH,
  normaliseKeyword,
  PASSWORD_PATTERN,
} from './validation';
export { AUTOCOMPLETE_LIMIT, LINK_SUGGESTION_LIMIT, MAX_LISTING_PAGE, PAGE_SIZE, RANGE_PROBLEMS, SORTS } from './catalog-data';
export type {
  CategoryCrumb,
  CategoryListing,
  Facet,
  AppliedRange,
  FacetValue,
  ManufacturerDetail,
  ManufacturerSummary,
  PagedParts,
  PartListItem,
  PartVariant,
  ProductDetail,
  ProductSuggestion,
  LinkSuggestion,
  PartSuggestion,
  SearchSuggestions,
  SearchResult,
  SeoTdk,
  SortKey,
} from './catalog-data';
export {
  ACCOUNT_MESSAGES,
  isValidEmail,
  MAX_ADDRESSES,
  MAX_FAVOURITES,
  passwordProblem,
  safeRedirectPath,
  sessionUserOf,
} from './account-data';
export type { AccountAddress, AccountIdentity, FavouriteItem, SessionUser } from './account-data';
export { ARTICLE_PAGE_SIZE, articleUrl, CONTENT_MESSAGES, CONTENT_PAGE_PATHS, contentPageUrl } from './content-data';
export type {
  ArticleCategory,
  ArticleDetail,
  ArticleList,
  ArticlePart,
  ArticleSummary,
  ContentHeading,
  ContentPage,
  ContentPageKind,
  ContentPageLink,
  FaqItem,
  FaqSection,
  GlossaryLetter,
  GlossaryTerm,
} from './content-data';
export { NEWSLETTER_MESSAGES } from './newsletter-data';
export { DEMO_MAILBOX_LIMIT, DEMO_MAILBOX_PATH, demoMailboxUrl } from './demo-mailbox';
export type { DemoMail, DemoMailbox, DemoMailPart } from './demo-mailbox';
export {
  BOM_ACCEPTED_FILES,
  BOM_FIELDS,
  BOM_MAPPING_COOKIE,
  BOM_MAX_LINES,
  BOM_ROUND_UP_MIN_EXTRA,
  bomExportFormats,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MESSAGES,
  RFQ_MAX_LINES,
  RFQ_MESSAGES,
  RFQ_STATUSES,
} from './sourcing-data';
export type {
  BomCartResult,
  BomColumn,
  BomConfidence,
  BomDetail,
  BomField,
  BomLine,
  BomLinePricing,
  BomMappingPreview,
  BomMatchMethod,
  BomPart,
  BomPreviewLine,
  BomRowError,
  BomSummary,
  BomTotals,
  QuickOrderLine,
  QuickOrderPreview,
  QuickOrderReport,
  QuickOrderStatus,
  RfqDetail,
  RfqFieldErrors,
  RfqHistoryRow,
  RfqLine,
  RfqStatus,
  RfqSubmitted,
} from './sourcing-data';
export {
  ADD_TO_CART_MESSAGE_CODES,
  addToCartMessage,
  backOrderable,
  BUYING_MESSAGES,
  CART_PANEL_LIMIT,
  formatCents,
  MAX_CART_LINES,
  MAX_ORDER_QTY,
  ORDER_STATUS_TEXT,
  orderDetailUrl,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  PAYMENT_STATUS_TEXT,
  SHIPMENT_PLANS,
  SHIPPING_METHODS,
  stockSplit,
} from './buying-data';
export type { OrderDetail, ShippingAddress } from './buying';
export type { QuickOrderTextInput, RfqInput, RfqValid } from './sourcing';
export type {
  AddToCartResult,
  CartLine,
  CartSummary,
  CheckoutLine,
  CheckoutReview,
  OrderHistoryRow,
  OrderStatus,
  PaymentMethod,
  PaymentResult,
  PaymentStatus,
  PlacedOrder,
  ShipmentPlan,
  PriceChange,
  PricedShippingOption,
  ShippingMethod,
  ShippingOption,
  TaxQuote,
} from './buying-data';
export * from './languages';
