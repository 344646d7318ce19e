import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';
import { exported, lazyRoute } from '../../routing/lazy-page';
import { withPackParts } from '../../routing/pack-parts';
import './content.css';

// Only what matching needs stays in the first load: loaders, actions and heads come with the
// route (content-routes.ts), each page module in its own chunk (issue 10).
const parts = () => import('./content-routes');
const communityPages = () => import('./CommunityPages');
const helpPages = () => import('./HelpPages');
const referencePages = () => import('./ReferencePages');
const formPages = () => import('./FormPages');

/** Policy and company pages at the spec's mixed-case paths, by content name. */
const NAMED_PAGES: [path: string, name: string][] = [
  ['HelpCentre', 'help-centre'],
  ['HowtoUse', 'how-to-use'],
  ['ComplaintsPolicy', 'complaints-policy'],
  ['CookiePolicy', 'cookie-policy'],
  ['PrivacyPolicy', 'privacy-policy'],
  ['ReturnRefund', 'return-refund'],
  ['ShippingDelivering', 'shipping-delivering'],
  ['TermsConditions', 'terms-conditions'],
];

/**
 * The content pages: community, help, policies, company pages, contact, feedback and the
 * newsletter. Each group names the parts of the language pack its pages read (see withPackParts).
 */
export function contentRoutes(deps: RouteDeps): RouteObject[] {
  return [
    ...withPackParts(deps, ['content', 'kitBreadcrumbs', 'kitPagination'], [
      { path: 'community', ...lazyRoute(deps, exported(parts, 'community'), exported(communityPages, 'CommunityPage')) },
      { path: 'community/:name', ...lazyRoute(deps, exported(parts, 'article'), exported(communityPages, 'ArticlePage')) },
      { path: 'community/*', element: null, ...lazyRoute(deps, exported(parts, 'communityMissing')) },
    ]),
    ...withPackParts(deps, ['content', 'kitAboutLayout'], [{ path: 'AboutUs', ...lazyRoute(deps, exported(parts, 'about'), exported(() => import('./AboutPage'), 'AboutPage')) }]),
    ...withPackParts(deps, ['content', 'kitBreadcrumbs'], pageRoutes(deps)),
  ];
}

/** Help, policies, reference pages and the forms. */
function pageRoutes(deps: RouteDeps): RouteObject[] {
  const contentPage = exported(helpPages, 'ContentPageView');
  return [
    { path: 'help', ...lazyRoute(deps, exported(parts, 'helpIndex'), exported(helpPages, 'HelpIndexPage')) },
    { path: 'help/:detail', ...lazyRoute(deps, exported(parts, 'helpTopic'), contentPage) },
    ...NAMED_PAGES.map(([path, name]): RouteObject => ({ path, ...lazyRoute(deps, () => parts().then((m) => m.namedPage(name)), contentPage) })),
    { path: 'FAQs', ...lazyRoute(deps, exported(parts, 'faqs'), exported(referencePages, 'FaqPage')) },
    { path: 'Glossary', ...lazyRoute(deps, exported(parts, 'glossary'), exported(referencePages, 'GlossaryPage')) },
    { path: 'ContactUs', ...lazyRoute(deps, exported(parts, 'contact'), exported(formPages, 'ContactPage')) },
    { path: 'feedback', ...lazyRoute(deps, exported(parts, 'feedback'), exported(formPages, 'FeedbackPage')) },
    { path: 'newsletter', ...lazyRoute(deps, exported(parts, 'newsletter'), exported(formPages, 'NewsletterPage')) },
    { path: 'newsletter/confirm', ...lazyRoute(deps, exported(parts, 'newsletterConfirm'), exported(formPages, 'NewsletterConfirmPage')) },
    { path: 'newsletter/unsubscribe', ...lazyRoute(deps, exported(parts, 'newsletterUnsubscribe'), exported(formPages, 'NewsletterUnsubscribePage')) },
  ];
}
