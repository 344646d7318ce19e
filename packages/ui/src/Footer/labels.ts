// The footer's strings apart from its component: the language pack reads them with every page,
// while the footer's code can load later (issue 10).

export const footerLabels = {
  newsletterTitle: 'Subscribe to our newsletter',
  newsletterText: 'New parts, price drops and engineering articles, once a month.',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  subscribe: 'Subscribe',
  /** Spec §5 warning. */
  invalidEmail: 'You should submit a valid Email',
  contactTitle: 'Contact Us',
  phone: 'Phone',
  email: 'Email',
  followUs: 'Follow us',
  shipping: 'Shipping partners',
  payment: 'Payment methods',
  legal: 'Legal',
  /** The wire-transfer payment badge (the other badges are brand names). */
  wireTransfer: 'Wire Transfer',
  /** `{year}` and `{brand}` are replaced. */
  copyright: '© {year} {brand}. All rights reserved.',
};
export type FooterLabels = Record<keyof typeof footerLabels, string>;
