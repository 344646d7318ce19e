// The component's English texts, apart from its code: a page's language pack imports them without the component.
export const aboutLayoutLabels = {
  /** Accessible name of the anchor nav. */
  nav: 'Company profile',
  skipToContent: 'Skip to content',
  'company-profile': 'Company Profile',
  'developmental-ideal': 'Developmental Ideal',
  'application-area': 'Application Area',
  'news-centre': 'News Centre',
  'contact-us': 'Contact Us',
};
