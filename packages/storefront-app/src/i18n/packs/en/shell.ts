/** English strings of the shell section: the layout around every page, the footer links and the search page. */
export const shell = {
  /** The home page's title after the brand, when the site keeps the default wording. */
  titleSuffix: 'Electronic Components Distributor',
  /** First breadcrumb of every page. */
  home: 'Home',
  /** Accessible name of the navigation progress bar. */
  pageLoading: 'Page loading',

  footerInformation: 'Information',
  footerServices: 'Services',
  footerQuickLinks: 'Quick Links',
  linkAboutUs: 'About Us',
  linkContactUs: 'Contact Us',
  linkFaqs: 'FAQs',
  linkGlossary: 'Glossary',
  linkCommunity: 'Community',
  linkRequestQuote: 'Request Quote',
  linkBomTool: 'BOM Tool',
  linkEngineeringTools: 'Engineering Tools',
  linkHelpCentre: 'Help Centre',
  linkFeedback: 'Feedback',
  linkAllProducts: 'All Products',
  linkManufacturers: 'Manufacturers',
  linkHowToUse: 'How to Use',
  linkShippingDelivery: 'Shipping & Delivery',
  linkReturnRefund: 'Return & Refund',
  linkComplaintsPolicy: 'Complaints Policy',
  linkTermsConditions: 'Terms & Conditions',
  linkPrivacyPolicy: 'Privacy Policy',
  linkCookiePolicy: 'Cookie Policy',

  /** /search without a usable keyword. */
  searchTitle: 'Search parts',
  searchLabel: 'Part number or keyword',
  searchSubmit: 'Search',
  /** Spec §5 warning, word for word. */
  keywordEmpty: 'keyword cannot be empty',
  keywordTooLong: 'keyword must be at most {max} characters',
  /** A product suggestion's stock, under the search box. */
  suggestionStock: '{count} in stock',
  suggestionNoStock: 'Out of stock',
  /** A product suggestion's lowest unit price. */
  suggestionPriceFrom: 'from {price}',
};
