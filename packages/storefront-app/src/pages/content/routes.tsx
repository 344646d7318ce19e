import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  articleUrl,
  contentPageUrl,
  type ArticleDetail,
  type ArticleList,
  type ContentPage,
  type ContentPageLink,
  type FaqSection,
  type GlossaryLetter,
} from '../../api/contract';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle, RouteHead } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { pageFromUrl } from '../../routing/page-rule';
import { lazyPage } from '../../routing/lazy-page';
import type { AboutData } from './AboutPage';
import type { ContentPageData, HelpIndexData } from './HelpPages';
import './content.css';

/** A head from the loader's data; an error page (no data) keeps the error title. */
function head<T>(fn: (data: T) => RouteHead): RouteHandle {
  return { head: (loaded) => (loaded === undefined || loaded === null ? {} : fn(loaded as T)) };
}
// Titles are worded when the head is made, not when the route table is: the table is built once per
// language (server) before the page's pack sections have loaded.
const fixedHead = (title: () => string, description: () => string, canonical: string): RouteHandle => ({
  head: () => ({ title: title(), description: description(), canonical }),
});

function notFound(deps: RouteDeps): never {
  throw data(deps.i18n.t('errors.notFoundMessage'), { status: 404 });
}

const helpTopicsOf = (pages: ContentPageLink[]) => pages.filter((page) => page.Name.startsWith('help/'));

/** /community?category=&keyword=&page=: an unknown category or an out-of-range page is dropped by redirect. */
function communityLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const page = pageFromUrl(url);
    const category = url.searchParams.get('category') ?? '';
    const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, 100);
    const list = await deps.api.get<ArticleList>('/Article/List', { ...(category ? { category } : {}), ...(keyword ? { keyword } : {}), page });
    if (category && !list.Category) {
      url.searchParams.delete('category');
      throw redirect(url.pathname + url.search);
    }
    return list;
  });
}

function articleLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ params }: LoaderFunctionArgs) => deps.api.get<ArticleDetail>('/Article/Detail', { name: params.name ?? '' }, { silent: true }));
}

/** A content page by name, with the help topics for the side menu. */
function contentPageLoader(deps: RouteDeps, name: (args: LoaderFunctionArgs) => string) {
  return pageLoader(deps, [], async (args: LoaderFunctionArgs): Promise<ContentPageData> => {
    const [page, pages] = await Promise.all([
      deps.api.get<ContentPage>('/Content/Page', { name: name(args) }, { silent: true }),
      deps.api.get<ContentPageLink[]>('/Content/Pages', { kind: 'help' }, { silent: true }),
    ]);
    return { page, topics: helpTopicsOf(pages) };
  });
}

const pageHead = head<ContentPageData>(({ page }) => ({ title: page.Title, description: page.Summary, canonical: contentPageUrl(page.Name) }));

/** Policy and company pages at the spec's mixed-case paths. */
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

function articleJsonLd(article: ArticleDetail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: article.Title,
    description: article.Summary,
    author: { '@type': 'Person', name: article.Author },
    datePublished: article.PublishedOn,
    articleSection: article.Category.Name,
    wordCount: article.WordCount,
    publisher: { '@type': 'Organization', name: 'Ferrite' },
  };
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

function faqJsonLd(sections: FaqSection[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.Items.map((item) => ({ '@type': 'Question', name: item.Question, acceptedAnswer: { '@type': 'Answer', text: stripTags(item.AnswerHtml) } })),
    ),
  };
}

/** The content pages: community, help, policies, company pages, contact, feedback and the newsletter. */
export function contentRoutes(deps: RouteDeps): RouteObject[] {
  const { t } = deps.i18n;
  return [
    {
      path: 'community',
      loader: communityLoader(deps),
      ...lazyPage(() => import('./CommunityPages'), (m) => ({ Component: m.CommunityPage })),
      handle: head<ArticleList>((list) => ({
        title: list.Keyword
          ? t('content.communityKeywordMetaTitle', { keyword: list.Keyword })
          : list.Category
            ? t('content.communityCategoryMetaTitle', { category: list.Category.Name })
            : t('content.communityMetaTitle'),
        description: list.Category?.Description ?? t('content.communityMetaDescription'),
        canonical: list.Category ? `/community?category=${list.Category.Slug}` : '/community',
      })),
    },
    {
      path: 'community/:name',
      loader: articleLoader(deps),
      ...lazyPage(() => import('./CommunityPages'), (m) => ({ Component: m.ArticlePage })),
      handle: head<ArticleDetail>((article) => ({ title: article.Title, description: article.Summary, canonical: articleUrl(article.Name), jsonLd: articleJsonLd(article) })),
    },
    { path: 'community/*', loader: () => notFound(deps), element: null },
    {
      path: 'help',
      loader: pageLoader(deps, [], async (): Promise<HelpIndexData> => {
        const pages = await deps.api.get<ContentPageLink[]>('/Content/Pages');
        return { topics: helpTopicsOf(pages), policies: pages.filter((page) => page.Kind === 'policy') };
      }),
      ...lazyPage(() => import('./HelpPages'), (m) => ({ Component: m.HelpIndexPage })),
      handle: fixedHead(() => t('content.helpTitle'), () => t('content.helpMetaDescription'), '/help'),
    },
    {
      path: 'help/:detail',
      loader: contentPageLoader(deps, ({ params }) => `help/${params.detail ?? ''}`),
      ...lazyPage(() => import('./HelpPages'), (m) => ({ Component: m.ContentPageView })),
      handle: pageHead,
    },
    ...NAMED_PAGES.map(([path, name]): RouteObject => ({ path, loader: contentPageLoader(deps, () => name), ...lazyPage(() => import('./HelpPages'), (m) => ({ Component: m.ContentPageView })), handle: pageHead })),
    {
      path: 'FAQs',
      loader: pageLoader(deps, [], () => deps.api.get<FaqSection[]>('/Content/FAQs')),
      ...lazyPage(() => import('./ReferencePages'), (m) => ({ Component: m.FaqPage })),
      handle: head<FaqSection[]>((sections) => ({
        title: t('content.faqMetaTitle'),
        description: t('content.faqMetaDescription'),
        canonical: '/FAQs',
        jsonLd: faqJsonLd(sections),
      })),
    },
    {
      path: 'Glossary',
      loader: pageLoader(deps, [], () => deps.api.get<GlossaryLetter[]>('/Content/Glossary')),
      ...lazyPage(() => import('./ReferencePages'), (m) => ({ Component: m.GlossaryPage })),
      handle: fixedHead(() => t('content.glossaryMetaTitle'), () => t('content.glossaryMetaDescription'), '/Glossary'),
    },
    {
      path: 'AboutUs',
      loader: pageLoader(deps, [], async (): Promise<AboutData> => {
        const [page, news] = await Promise.all([
          deps.api.get<ContentPage>('/Content/Page', { name: 'about-us' }),
          deps.api.get<ArticleList>('/Article/List', {}, { silent: true }).catch(() => null),
        ]);
        return { page, news: news?.Items.slice(0, 3) ?? [] };
      }),
      ...lazyPage(() => import('./AboutPage'), (m) => ({ Component: m.AboutPage })),
      handle: head<AboutData>(({ page }) => ({ title: t('content.aboutMetaTitle'), description: page.Summary, canonical: '/AboutUs' })),
    },
    {
      path: 'ContactUs',
      loader: pageLoader(deps, [], async () => null),
      ...lazyPage(() => import('./FormPages'), (m) => ({ Component: m.ContactPage, action: m.contactAction(deps) })),
      handle: fixedHead(() => t('content.contactMetaTitle'), () => t('content.contactMetaDescription'), '/ContactUs'),
    },
    {
      path: 'feedback',
      loader: pageLoader(deps, [], async () => null),
      ...lazyPage(() => import('./FormPages'), (m) => ({ Component: m.FeedbackPage, action: m.feedbackAction(deps) })),
      handle: fixedHead(() => t('content.feedbackMetaTitle'), () => t('content.feedbackMetaDescription'), '/feedback'),
    },
    {
      path: 'newsletter',
      loader: pageLoader(deps, [], async () => null),
      ...lazyPage(() => import('./FormPages'), (m) => ({ Component: m.NewsletterPage, action: m.subscribeAction(deps) })),
      handle: fixedHead(() => t('content.newsletterMetaTitle'), () => t('content.newsletterMetaDescription'), '/newsletter'),
    },
    {
      path: 'newsletter/confirm',
      ...lazyPage(() => import('./FormPages'), (m) => ({ Component: m.NewsletterConfirmPage, loader: m.newsletterTokenLoader, action: m.confirmAction(deps) })),
      handle: { head: () => ({ title: t('content.confirmTitle') }) },
    },
    {
      path: 'newsletter/unsubscribe',
      ...lazyPage(() => import('./FormPages'), (m) => ({ Component: m.NewsletterUnsubscribePage, loader: m.newsletterTokenLoader, action: m.unsubscribeAction(deps) })),
      handle: { head: () => ({ title: t('content.unsubscribeTitle') }) },
    },
  ];
}
