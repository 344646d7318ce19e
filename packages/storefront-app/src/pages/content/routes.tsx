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
import { AboutPage, type AboutData } from './AboutPage';
import { ArticlePage, CommunityPage } from './CommunityPages';
import {
  confirmAction,
  contactAction,
  ContactPage,
  feedbackAction,
  FeedbackPage,
  NewsletterConfirmPage,
  NewsletterPage,
  newsletterTokenLoader,
  NewsletterUnsubscribePage,
  subscribeAction,
  unsubscribeAction,
} from './FormPages';
import { ContentPageView, HelpIndexPage, type ContentPageData, type HelpIndexData } from './HelpPages';
import { FaqPage, GlossaryPage } from './ReferencePages';
import './content.css';

/** A head from the loader's data; an error page (no data) keeps the error title. */
function head<T>(fn: (data: T) => RouteHead): RouteHandle {
  return { head: (loaded) => (loaded === undefined || loaded === null ? {} : fn(loaded as T)) };
}
const fixedHead = (title: string, description: string, canonical: string): RouteHandle => ({ head: () => ({ title, description, canonical }) });

function notFound(): never {
  throw data('This page could not be found', { status: 404 });
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
  return [
    {
      path: 'community',
      loader: communityLoader(deps),
      element: <CommunityPage />,
      handle: head<ArticleList>((list) => ({
        title: list.Keyword ? `“${list.Keyword}” – Community articles` : list.Category ? `${list.Category.Name} – Community` : 'Community – engineering articles',
        description: list.Category?.Description ?? 'Engineering guides for component buyers: capacitors, MOSFETs, regulators, microcontrollers, sourcing and manufacturing.',
        canonical: list.Category ? `/community?category=${list.Category.Slug}` : '/community',
      })),
    },
    {
      path: 'community/:name',
      loader: articleLoader(deps),
      element: <ArticlePage />,
      handle: head<ArticleDetail>((article) => ({ title: article.Title, description: article.Summary, canonical: articleUrl(article.Name), jsonLd: articleJsonLd(article) })),
    },
    { path: 'community/*', loader: notFound, element: null },
    {
      path: 'help',
      loader: pageLoader(deps, [], async (): Promise<HelpIndexData> => {
        const pages = await deps.api.get<ContentPageLink[]>('/Content/Pages');
        return { topics: helpTopicsOf(pages), policies: pages.filter((page) => page.Kind === 'policy') };
      }),
      element: <HelpIndexPage />,
      handle: fixedHead('Help', 'Help with ordering, payment, shipping, returns, your account, the BOM tool and quick order.', '/help'),
    },
    {
      path: 'help/:detail',
      loader: contentPageLoader(deps, ({ params }) => `help/${params.detail ?? ''}`),
      element: <ContentPageView />,
      handle: pageHead,
    },
    ...NAMED_PAGES.map(([path, name]): RouteObject => ({ path, loader: contentPageLoader(deps, () => name), element: <ContentPageView />, handle: pageHead })),
    {
      path: 'FAQs',
      loader: pageLoader(deps, [], () => deps.api.get<FaqSection[]>('/Content/FAQs')),
      element: <FaqPage />,
      handle: head<FaqSection[]>((sections) => ({
        title: 'FAQs',
        description: 'Answers to common questions about ordering, stock, shipping, payment, returns and accounts at Ferrite.',
        canonical: '/FAQs',
        jsonLd: faqJsonLd(sections),
      })),
    },
    {
      path: 'Glossary',
      loader: pageLoader(deps, [], () => deps.api.get<GlossaryLetter[]>('/Content/Glossary')),
      element: <GlossaryPage />,
      handle: fixedHead('Glossary A–Z', 'Electronics and distribution terms explained, from AEC-Q200 and BOM to tape and reel and Zener diode.', '/Glossary'),
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
      element: <AboutPage />,
      handle: head<AboutData>(({ page }) => ({ title: 'About Us', description: page.Summary, canonical: '/AboutUs' })),
    },
    {
      path: 'ContactUs',
      loader: pageLoader(deps, [], async () => null),
      action: contactAction(deps),
      element: <ContactPage />,
      handle: fixedHead('Contact Us', 'Write to Ferrite customer service: orders, stock, quotes and technical questions. We answer within one working day.', '/ContactUs'),
    },
    {
      path: 'feedback',
      loader: pageLoader(deps, [], async () => null),
      action: feedbackAction(deps),
      element: <FeedbackPage />,
      handle: fixedHead('Feedback', 'Rate your visit and tell us what to improve.', '/feedback'),
    },
    {
      path: 'newsletter',
      loader: pageLoader(deps, [], async () => null),
      action: subscribeAction(deps),
      element: <NewsletterPage />,
      handle: fixedHead('Newsletter', 'Subscribe to the Ferrite newsletter: new parts, price changes and technical articles.', '/newsletter'),
    },
    {
      path: 'newsletter/confirm',
      loader: newsletterTokenLoader,
      action: confirmAction(deps),
      element: <NewsletterConfirmPage />,
      handle: { head: () => ({ title: 'Confirm your subscription' }) },
    },
    {
      path: 'newsletter/unsubscribe',
      loader: newsletterTokenLoader,
      action: unsubscribeAction(deps),
      element: <NewsletterUnsubscribePage />,
      handle: { head: () => ({ title: 'Unsubscribe' }) },
    },
  ];
}
