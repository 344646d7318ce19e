import { endpointsOf } from './endpoint';
import type * as accountSchemas from './account';
import type * as buyingSchemas from './buying';
import type * as catalogSchemas from './catalog';
import type * as contentSchemas from './content';
import type * as currencySchemas from './currency';
import type * as newsletterSchemas from './newsletter';
import type * as siteSchemas from './site';
import type * as sourcingSchemas from './sourcing';
import { DEMO_MAILBOX_PATH } from './demo-mailbox';

// Every endpoint of the API under /api, declared once: method, path, and the names of its input
// and output schemas in the area's module. The schema modules are imported for their types only,
// so this table costs a page no zod. The server's operation table implements each entry
// (packages/server/src/api/operations.ts); OpenAPI is generated from both (openapi.ts).

const site = endpointsOf<typeof siteSchemas>('site');
const catalog = endpointsOf<typeof catalogSchemas>('catalog');
const currency = endpointsOf<typeof currencySchemas>('currency');
const account = endpointsOf<typeof accountSchemas>('account');
const buying = endpointsOf<typeof buyingSchemas>('buying');
const content = endpointsOf<typeof contentSchemas>('content');
const newsletter = endpointsOf<typeof newsletterSchemas>('newsletter');
const sourcing = endpointsOf<typeof sourcingSchemas>('sourcing');

export const endpoints = {
  site: {
    health: site('GET', '/health', null, 'health'),
    tid: site('GET', '/common/GetTID', null, 'anonymousId'),
    cid: site('GET', '/common/GetCID', null, 'anonymousId'),
    uid: site('GET', '/common/GetUID', null, 'anonymousId'),
    sid: site('GET', '/common/GetSID', null, 'anonymousId'),
    countries: site('GET', '/common/GetCountryList', null, 'countryList'),
    home: site('GET', '/Home/GetHomeData', null, 'homeData'),
    maps: site('GET', '/Home/GetMaps', null, 'siteMaps'),
    categoryNavigation: site('GET', '/category/Navigation', null, 'categoryNavigation'),
    manufacturerNavigation: site('GET', '/manufacturer/GetNavigation', null, 'manufacturerNavigation'),
    translate: site('POST', '/translate/translatelanguage', 'translateInput', 'translatedTexts'),
    demoMailbox: site('GET', DEMO_MAILBOX_PATH, 'emailInput', 'demoMailbox'),
  },
  catalog: {
    autocomplete: catalog('GET', '/Product/Autocomplete', 'autocompleteInput', 'partSuggestions'),
    suggestions: catalog('GET', '/Search/Suggestions', 'autocompleteInput', 'searchSuggestions'),
    popularSearches: catalog('GET', '/Product/GetPopularSearchesParts', null, 'keywords'),
    search: catalog('GET', '/product/Search', 'searchInput', 'searchResult'),
    autoPart: catalog('GET', '/product/AutoPart', 'autoPartInput', 'autoPartResult'),
    searchManufacturers: catalog('POST', '/product/GetFilterMfgResult', 'filterMfgInput', 'manufacturerCounts'),
    similarCount: catalog('POST', '/product/StatisticsSemilarCount', 'similarCountInput', 'similarCount'),
    listing: catalog('GET', '/category/Listing', 'listingInput', 'categoryListing'),
    product: catalog('GET', '/product/Detail', 'productDetailInput', 'productDetail'),
    compare: catalog('POST', '/product/Compare', 'compareInput', 'comparedProducts'),
    productIndex: catalog('GET', '/product/Index', 'productIndexInput', 'productIndex'),
    manufacturers: catalog('GET', '/manufacturer/List', null, 'manufacturerSummaries'),
    manufacturer: catalog('GET', '/manufacturer/Detail', 'manufacturerDetailInput', 'manufacturerDetail'),
    seo: catalog('GET', '/common/GetSEOTDKByCondition', 'seoInput', 'seoTdk'),
  },
  currency: {
    exchangeRate: currency('GET', '/common/CalcExchangeRate', 'exchangeRateQueryInput', 'exchangeRate'),
  },
  account: {
    login: account('POST', '/account/login', 'loginInput', 'accountIdentity'),
    onlineId: account('GET', '/account/onlineid', null, 'onlineIdentity'),
    logOff: account('POST', '/account/LogOff', null, 'noData'),
    mergeGuestData: account('POST', '/account/MergeGuestData', null, 'mergedGuestData'),
    requestPasswordReset: account('POST', '/account/ResetPasswordRequest', 'emailInput', 'noData'),
    resetPassword: account('POST', '/account/ResetPassword', 'resetPasswordInput', 'noData'),
    changePassword: account('POST', '/account/ChangePassword', 'changePasswordInput', 'noData'),
    retrieveAccount: account('POST', '/account/RetrieveAccount', 'emailInput', 'noData'),
    favourites: account('GET', '/account/GetFavouriteList', null, 'favouriteItems'),
    addFavourite: account('POST', '/account/AddFavourite', 'favouriteInput', 'noData'),
    removeFavourite: account('POST', '/account/RemoveFavourite', 'favouriteInput', 'noData'),
    register: account('POST', '/account/register', 'registerInput', 'registered'),
    verify: account('POST', '/account/verify', 'verifyInput', 'verified'),
    resendVerification: account('POST', '/account/ResendVerification', 'emailInput', 'noData'),
    bindEmail: account('POST', '/account/BindEmail', 'bindEmailInput', 'noData'),
    addresses: account('GET', '/account/GetAddressList', null, 'accountAddresses'),
    saveAddress: account('POST', '/account/SaveAddress', 'addressInput', 'accountAddress'),
    deleteAddress: account('POST', '/account/DeleteAddress', 'addressIdInput', 'noData'),
    setDefaultAddress: account('POST', '/account/SetDefaultAddress', 'addressIdInput', 'noData'),
  },
  buying: {
    cartLines: buying('GET', '/shopcart/GetShopCartList', 'cartQueryInput', 'cartLines'),
    cartSummary: buying('GET', '/shopcart/GetShopCartSummary', 'cartQueryInput', 'cartSummary'),
    addToCart: buying('POST', '/shopcart/AddToCart', 'addToCartInput', 'addToCartResult'),
    modifyCart: buying('POST', '/shopcart/Modify', 'modifyCartInput', 'modifiedLine'),
    removeFromCart: buying('POST', '/shopcart/RemoveByIds', 'lineIdsInput', 'removedLines'),
    toCheckout: buying('POST', '/shopcart/ToCheckOut', 'lineIdsInput', 'tempOrderId'),
    checkout: buying('GET', '/order/GetCheckout', 'checkoutQueryInput', 'checkoutReview'),
    placeOrder: buying('POST', '/order/PlaceOrder', 'placeOrderInput', 'placedOrder'),
    order: buying('GET', '/order/Detail', 'orderQueryInput', 'orderDetail'),
    pay: buying('POST', '/order/Pay', 'payInput', 'paymentResult'),
    paymentChallenge: buying('POST', '/order/PaymentChallenge', 'challengeInput', 'paymentResult'),
    orderHistory: buying('GET', '/order/History', null, 'orderHistoryRows'),
    shippingRates: buying('GET', '/order/GetShippingRates', 'shippingRatesInput', 'shippingRates'),
  },
  content: {
    articles: content('GET', '/Article/List', 'articleListInput', 'articleList'),
    article: content('GET', '/Article/Detail', 'articleDetailInput', 'articleDetail'),
    page: content('GET', '/Content/Page', 'contentPageInput', 'contentPage'),
    pages: content('GET', '/Content/Pages', 'contentPageListInput', 'contentPageLinks'),
    faqs: content('GET', '/Content/FAQs', null, 'faqSections'),
    glossary: content('GET', '/Content/Glossary', null, 'glossaryLetters'),
    contactUs: content('POST', '/Content/ContactUs', 'contactInput', 'noData'),
    feedback: content('POST', '/Content/Feedback', 'feedbackInput', 'noData'),
  },
  newsletter: {
    subscribe: newsletter('POST', '/MessageSubscription/AddMessageSubscriptionService', 'subscribeBody', 'noData'),
    confirm: newsletter('POST', '/MessageSubscription/Confirm', 'newsletterTokenInput', 'subscriptionConfirmed'),
    unsubscribe: newsletter('POST', '/MessageSubscription/Unsubscribe', 'newsletterTokenInput', 'unsubscribed'),
  },
  sourcing: {
    quickOrderResolve: sourcing('POST', '/quickorder/Resolve', 'quickOrderTextInput', 'quickOrderPreview'),
    quickOrderAddToCart: sourcing('POST', '/quickorder/AddToCart', 'quickOrderTextInput', 'quickOrderReport'),
    quickOrderResult: sourcing('GET', '/quickorder/Result', 'quickOrderResultInput', 'quickOrderReport'),
    bomUpload: sourcing('POST', '/bom/Upload', 'bomUploadInput', 'bomUploaded'),
    bom: sourcing('GET', '/bom/Detail', 'bomPlanInput', 'bomDetail'),
    bomMapping: sourcing('POST', '/bom/Mapping', 'bomMappingInput', 'bomMapped'),
    bomMappingPreview: sourcing('POST', '/bom/MappingPreview', 'bomMappingInput', 'bomMappingPreview'),
    bomChoose: sourcing('POST', '/bom/Choose', 'bomChooseInput', 'bomRef'),
    bomSave: sourcing('POST', '/bom/Save', 'bomSaveInput', 'bomRef'),
    bomShare: sourcing('POST', '/bom/Share', 'bomIdInput', 'bomShared'),
    bomUnshare: sourcing('POST', '/bom/Unshare', 'bomIdInput', 'bomRef'),
    bomDelete: sourcing('POST', '/bom/Delete', 'bomIdInput', 'noData'),
    boms: sourcing('GET', '/bom/List', null, 'bomSummaries'),
    bomAddToCart: sourcing('POST', '/bom/AddToCart', 'bomCartInput', 'bomCartResult'),
    rfqSubmit: sourcing('POST', '/rfq/Submit', 'rfqSubmitInput', 'rfqSubmitted'),
    rfq: sourcing('GET', '/rfq/Detail', 'rfqDetailInput', 'rfqDetail'),
    rfqClose: sourcing('POST', '/rfq/Close', 'rfqDetailInput', 'rfqClosed'),
    rfqHistory: sourcing('GET', '/rfq/History', null, 'rfqHistoryRows'),
  },
};

/** Every endpoint, in the order of the table above. */
export const allEndpoints = Object.values(endpoints).flatMap((area) => Object.values(area));
