export {
  Footer,
  newsletterEmailPattern,
  isValidNewsletterEmail,
  socialNetworks,
  shippingCarriers,
  paymentMethods,
  defaultFooterLinkGroups,
  defaultLegalLinks,
} from './Footer';
export type { FooterProps, FooterLink, FooterLinkGroup, SocialLink, SocialNetwork, ShippingCarrier, PaymentMethod } from './Footer';
export { footerLabels } from './labels';
export type { FooterLabels } from './labels';
