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
