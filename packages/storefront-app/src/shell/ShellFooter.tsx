import { useState } from 'react';
import { Footer, type FooterLinkGroup } from '@ferrite/ui/shop';
import { MESSAGES, PAYMENT_METHODS } from '@ferrite/contract';
import { loadPackParts, type TranslationKey, type Translator } from '../i18n';
import { useServices } from '../state/context';
import { showSnackbar } from '../state/stores';
import { endpoints } from '@ferrite/contract/endpoints';

type LinkEntry = [href: string, text: TranslationKey];

/** Spec §2 footer link groups (Information, Services, Quick Links) at the storefront's routes. */
const LINK_GROUPS: [title: TranslationKey, links: LinkEntry[]][] = [
  [
    'shell.footerInformation',
    [
      ['/AboutUs', 'shell.linkAboutUs'],
      ['/ContactUs', 'shell.linkContactUs'],
      ['/FAQs', 'shell.linkFaqs'],
      ['/Glossary', 'shell.linkGlossary'],
      ['/community', 'shell.linkCommunity'],
    ],
  ],
  [
    'shell.footerServices',
    [
      ['/rfq', 'shell.linkRequestQuote'],
      ['/bom', 'shell.linkBomTool'],
      ['/tools', 'shell.linkEngineeringTools'],
      ['/HelpCentre', 'shell.linkHelpCentre'],
      ['/feedback', 'shell.linkFeedback'],
    ],
  ],
  [
    'shell.footerQuickLinks',
    [
      ['/category', 'shell.linkAllProducts'],
      ['/manufacturer', 'shell.linkManufacturers'],
      ['/HowtoUse', 'shell.linkHowToUse'],
      ['/ShippingDelivering', 'shell.linkShippingDelivery'],
      ['/ReturnRefund', 'shell.linkReturnRefund'],
      ['/ComplaintsPolicy', 'shell.linkComplaintsPolicy'],
    ],
  ],
];

const LEGAL_LINKS: LinkEntry[] = [
  ['/TermsConditions', 'shell.linkTermsConditions'],
  ['/PrivacyPolicy', 'shell.linkPrivacyPolicy'],
  ['/CookiePolicy', 'shell.linkCookiePolicy'],
];

const linksOf = (entries: LinkEntry[], t: Translator['t']) => entries.map(([href, text]) => ({ href, text: t(text) }));

/** The footer with the newsletter wired to the API (docs/product.md §5 and §8 messages). */
export function ShellFooter() {
  const { api, stores, i18n } = useServices();
  const { t } = i18n;
  const site = stores.business.site;
  const [subscribing, setSubscribing] = useState(false);

  const onSubscribe = (email: string) => {
    setSubscribing(true);
    // The message translation (and the content part of the pack) loads with the first subscription, not with every page.
    Promise.all([
      api.envelope(endpoints.newsletter.subscribe, { Email: email }),
      import('../pages/content/messages'),
      loadPackParts(i18n, ['content']),
    ])
      .then(([envelope, { contentMessage }]) => {
        // Failures were already shown by the client; success has its own message (docs/product.md §8).
        if (envelope.state === 'success') showSnackbar(stores, 'success', contentMessage(t, envelope.message || MESSAGES.subscribed));
      })
      .catch(() => undefined)
      .finally(() => setSubscribing(false));
  };

  return (
    <Footer
      onSubscribe={onSubscribe}
      onInvalid={(message) => showSnackbar(stores, 'warning', message)}
      subscribing={subscribing}
      contact={{ phone: site.contactPhone, email: site.contactEmail }}
      brand={site.brand}
      year={site.copyrightYear}
      linkGroups={LINK_GROUPS.map(([title, links]): FooterLinkGroup => ({ title: t(title), links: linksOf(links, t) }))}
      legalLinks={linksOf(LEGAL_LINKS, t)}
      // Only what checkout takes: the one declaration of the payment methods (contract).
      payments={PAYMENT_METHODS}
      labels={i18n.section('kitFooter')}
    />
  );
}
