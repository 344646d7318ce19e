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
const contentPage = (m: typeof import('./HelpPages')) => m.ContentPageView;

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
    ...withPackParts(
      deps,
      ['content', 'kitBreadcrumbs', 'kitPagination'],
      [
        { path: 'community', ...lazyRoute(deps, exported(parts, 'community'), communityPages, (m) => m.CommunityPage) },
        { path: 'community/:name', ...lazyRoute(deps, exported(parts, 'article'), communityPages, (m) => m.ArticlePage) },
        { path: 'community/*', element: null, ...lazyRoute(deps, exported(parts, 'communityMissing')) },
      ],
    ),
    ...withPackParts(
      deps,
      ['content', 'kitAboutLayout'],
      [
        {
          path: 'AboutUs',
          ...lazyRoute(
            deps,
            exported(parts, 'about'),
            () => import('./AboutPage'),
            (m) => m.AboutPage,
          ),
        },
      ],
    ),
    ...withPackParts(deps, ['content', 'kitBreadcrumbs'], pageRoutes(deps)),
  ];
}

/** Help, policies, reference pages and the forms. */
function pageRoutes(deps: RouteDeps): RouteObject[] {
  return [
    { path: 'help', ...lazyRoute(deps, exported(parts, 'helpIndex'), helpPages, (m) => m.HelpIndexPage) },
    { path: 'help/:detail', ...lazyRoute(deps, exported(parts, 'helpTopic'), helpPages, contentPage) },
    ...NAMED_PAGES.map(([path, name]): RouteObject => ({
      path,
      ...lazyRoute(deps, () => parts().then((m) => m.namedPage(name)), helpPages, contentPage),
    })),
    { path: 'FAQs', ...lazyRoute(deps, exported(parts, 'faqs'), referencePages, (m) => m.FaqPage) },
    { path: 'Glossary', ...lazyRoute(deps, exported(parts, 'glossary'), referencePages, (m) => m.GlossaryPage) },
    { path: 'ContactUs', ...lazyRoute(deps, exported(parts, 'contact'), formPages, (m) => m.ContactPage) },
    { path: 'feedback', ...lazyRoute(deps, exported(parts, 'feedback'), formPages, (m) => m.FeedbackPage) },
    { path: 'newsletter', ...lazyRoute(deps, exported(parts, 'newsletter'), formPages, (m) => m.NewsletterPage) },
    { path: 'newsletter/confirm', ...lazyRoute(deps, exported(parts, 'newsletterConfirm'), formPages, (m) => m.NewsletterConfirmPage) },
    {
      path: 'newsletter/unsubscribe',
      ...lazyRoute(deps, exported(parts, 'newsletterUnsubscribe'), formPages, (m) => m.NewsletterUnsubscribePage),
    },
  ];
}
