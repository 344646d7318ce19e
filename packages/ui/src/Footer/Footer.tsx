import { useId, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { Button } from '../Button';
import type { ShellContact } from '../Header';
import { Icon } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './Footer.css';
import { footerLabels } from './labels';
import type { FooterLabels } from './labels';

/**
 * Spec §5 email pattern: word characters with optional dots or dashes, '@', a domain of up to 30
 * characters, then one or more dot suffixes of two or more letters.
 */
export const newsletterEmailPattern = /^\w+([.-]?\w+)*@[\w-]{1,30}(\.[A-Za-z]{2,})+$/;

/** True when the trimmed address passes the docs/product.md §5 newsletter rule. */
export const isValidNewsletterEmail = (email: string): boolean => newsletterEmailPattern.test(email.trim());

export const socialNetworks = ['linkedin', 'facebook', 'x', 'youtube', 'instagram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const shippingCarriers = ['dhl', 'fedex', 'ups', 'tnt', 'sf-express', 'ems'] as const;
export type ShippingCarrier = (typeof shippingCarriers)[number];

export const paymentMethods = ['visa', 'mastercard', 'paypal', 'amex', 'wire-transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Names of the networks, carriers and payment methods, drawn as plain text badges (no logos). */
const wordmarks: Record<SocialNetwork | ShippingCarrier | PaymentMethod, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  instagram: 'Instagram',
  dhl: 'DHL',
  fedex: 'FedEx',
  ups: 'UPS',
  tnt: 'TNT',
  'sf-express': 'SF Express',
  ems: 'EMS',
  visa: 'VISA',
  mastercard: 'Mastercard',
  paypal: 'PayPal',
  amex: 'AMEX',
  'wire-transfer': 'Wire Transfer',
};

/** A footer link. */
export type FooterLink = { text: string; href: string };
/** A titled column of links. */
export type FooterLinkGroup = { title: string; links: readonly FooterLink[] };
/** A social profile. */
export type SocialLink = { network: SocialNetwork; href: string };

/** Spec §2 link groups with the storefront's routes. */
export const defaultFooterLinkGroups: readonly FooterLinkGroup[] = [
  {
    title: 'Information',
    links: [
      { text: 'About Us', href: '/AboutUs' },
      { text: 'Contact Us', href: '/ContactUs' },
      { text: 'FAQs', href: '/FAQs' },
      { text: 'Glossary', href: '/Glossary' },
      { text: 'Community', href: '/community' },
    ],
  },
  {
    title: 'Services',
    links: [
      { text: 'Request Quote', href: '/rfq' },
      { text: 'BOM Tool', href: '/bom' },
      { text: 'Engineering Tools', href: '/tools' },
      { text: 'Help Centre', href: '/HelpCentre' },
      { text: 'Feedback', href: '/feedback' },
    ],
  },
  {
    title: 'Quick Links',
    links: [
      { text: 'All Products', href: '/category' },
      { text: 'Manufacturers', href: '/manufacturer' },
      { text: 'How to Use', href: '/HowtoUse' },
      { text: 'Shipping & Delivery', href: '/ShippingDelivering' },
      { text: 'Return & Refund', href: '/ReturnRefund' },
      { text: 'Complaints Policy', href: '/ComplaintsPolicy' },
    ],
  },
];

export const defaultLegalLinks: readonly FooterLink[] = [
  { text: 'Terms & Conditions', href: '/TermsConditions' },
  { text: 'Privacy Policy', href: '/PrivacyPolicy' },
  { text: 'Cookie Policy', href: '/CookiePolicy' },
];

export type FooterProps = {
  /** Called with the trimmed address when it passes the docs/product.md §5 pattern. */
  onSubscribe: (email: string) => void;
  /** Called with the docs/product.md §5 warning when the address is empty or invalid. @default undefined */
  onInvalid?: (message: string) => void;
  /** The subscription call is running: the button shows a spinner. @default false */
  subscribing?: boolean;
  /** Phone and e-mail. @default undefined */
  contact?: ShellContact;
  /** Link columns. @default Information, Services, Quick Links */
  linkGroups?: readonly FooterLinkGroup[];
  /** Legal links of the bottom row. @default Terms & Conditions, Privacy Policy, Cookie Policy */
  legalLinks?: readonly FooterLink[];
  /** Social profiles. @default [] */
  socialLinks?: readonly SocialLink[];
  /** Shipping carriers shown as text badges. @default ['dhl', 'fedex', 'ups', 'tnt'] */
  carriers?: readonly ShippingCarrier[];
  /** Payment methods shown as text badges. @default ['visa', 'mastercard', 'paypal', 'amex', 'wire-transfer'] */
  payments?: readonly PaymentMethod[];
  /** Brand in the copyright line. @default 'Ferrite' */
  brand?: string;
  /** Year in the copyright line (docs/product.md §1). @default 2025 */
  year?: number;
  /** Fixed strings. @default English */
  labels?: Partial<FooterLabels>;
  /** Ref to the `<footer>`. @default undefined */
  ref?: Ref<HTMLElement>;
};

/** A plain text badge standing in for a carrier or payment logo (no trademarks drawn). */
function Wordmark({ name }: { name: string }) {
  const width = Math.max(40, name.length * 8 + 16);
  return (
    <svg viewBox={`0 0 ${width} 28`} width={width} height={28} role="img" aria-label={name} className={styles.wordmark}>
      <rect x={0.5} y={0.5} width={width - 1} height={27} rx={4} className={styles.wordmarkBox} />
      <text x={width / 2} y={18.5} textAnchor="middle" className={styles.wordmarkText} aria-hidden="true">
        {name}
      </text>
    </svg>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The site footer: newsletter subscription, contact, link groups Information / Services / Quick
 * Links, social links, carrier and payment badges, legal links and the copyright line.
 */
export function Footer({
  onSubscribe,
  onInvalid,
  subscribing = false,
  contact,
  linkGroups = defaultFooterLinkGroups,
  legalLinks = defaultLegalLinks,
  socialLinks = [],
  carriers = ['dhl', 'fedex', 'ups', 'tnt'],
  payments = ['visa', 'mastercard', 'paypal', 'amex', 'wire-transfer'],
  brand = 'Ferrite',
  year = 2025,
  labels,
  ref,
}: FooterProps) {
  const text = { ...footerLabels, ...labels };
  const LinkComponent = useLinkComponent();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidNewsletterEmail(address)) {
      setError(text.invalidEmail);
      onInvalid?.(text.invalidEmail);
      return;
    }
    setError(null);
    setEmail(address);
    onSubscribe(address);
  };

  return (
    <footer ref={ref} className={styles.root}>
      <section className={styles.newsletter} aria-labelledby={`${id}-newsletter`}>
        <div className={`${styles.inner} ${styles.newsletterInner}`}>
          <div className={styles.newsletterText}>
            <h2 id={`${id}-newsletter`} className={styles.newsletterTitle}>
              {text.newsletterTitle}
            </h2>
            <p className={styles.newsletterLead}>{text.newsletterText}</p>
          </div>
          <form className={styles.newsletterForm} noValidate onSubmit={handleSubmit}>
            <label htmlFor={`${id}-email`} className={styles.srOnly}>
              {text.emailLabel}
            </label>
            <div className={styles.newsletterRow}>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                className={styles.emailInput}
                placeholder={text.emailPlaceholder}
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-email-error` : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (error) setError(null);
                }}
                onBlur={() => setEmail((current) => current.trim())}
              />
              <Button type="submit" loading={subscribing}>
                {text.subscribe}
              </Button>
            </div>
            {error ? (
              <p id={`${id}-email-error`} className={styles.emailError} role="alert">
                {error}
              </p>
            ) : null}
          </form>
        </div>
      </section>

      <div className={styles.inner}>
        <div className={styles.columns}>
          {contact?.phone || contact?.email ? (
            <section aria-labelledby={`${id}-contact`} className={styles.column}>
              <h2 id={`${id}-contact`} className={styles.columnTitle}>
                {text.contactTitle}
              </h2>
              <ul className={styles.linkList}>
                {contact.phone ? (
                  <li>
                    <a className={styles.link} href={telHref(contact.phone)}>
                      <Icon name="phone" size="small" />
                      <span className={styles.srOnly}>{text.phone}: </span>
                      <span dir="ltr">{contact.phone}</span>
                    </a>
                  </li>
                ) : null}
                {contact.email ? (
                  <li>
                    <a className={styles.link} href={`mailto:${contact.email}`}>
                      <Icon name="mail" size="small" />
                      <span className={styles.srOnly}>{text.email}: </span>
                      <span dir="ltr">{contact.email}</span>
                    </a>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}
          {linkGroups.map((group, index) => (
            <nav key={group.title} aria-labelledby={`${id}-group-${index}`} className={styles.column}>
              <h2 id={`${id}-group-${index}`} className={styles.columnTitle}>
                {group.title}
              </h2>
              <ul className={styles.linkList}>
                {group.links.map((link) => (
                  <li key={link.href + link.text}>
                    <LinkComponent href={link.href} className={styles.link}>
                      {link.text}
                    </LinkComponent>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className={styles.badges}>
          {socialLinks.length > 0 ? (
            <div className={styles.badgeGroup}>
              <h2 className={styles.badgeTitle}>{text.followUs}</h2>
              <ul className={styles.badgeList}>
                {socialLinks.map((social) => (
                  <li key={social.network}>
                    <a className={styles.social} href={social.href} rel="noopener noreferrer">
                      {wordmarks[social.network]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {carriers.length > 0 ? (
            <div className={styles.badgeGroup}>
              <h2 className={styles.badgeTitle}>{text.shipping}</h2>
              <ul className={styles.badgeList}>
                {carriers.map((carrier) => (
                  <li key={carrier}>
                    <Wordmark name={wordmarks[carrier]} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {payments.length > 0 ? (
            <div className={styles.badgeGroup}>
              <h2 className={styles.badgeTitle}>{text.payment}</h2>
              <ul className={styles.badgeList}>
                {payments.map((payment) => (
                  <li key={payment}>
                    <Wordmark name={payment === 'wire-transfer' ? text.wireTransfer : wordmarks[payment]} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={`${styles.inner} ${styles.bottomInner}`}>
          <p className={styles.copyright}>{text.copyright.replace('{year}', String(year)).replace('{brand}', brand)}</p>
          {legalLinks.length > 0 ? (
            <nav aria-label={text.legal}>
              <ul className={styles.legalList}>
                {legalLinks.map((link) => (
                  <li key={link.href}>
                    <LinkComponent href={link.href} className={styles.legalLink}>
                      {link.text}
                    </LinkComponent>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
