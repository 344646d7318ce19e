import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { articleUrl, contentPageUrl, type ArticleDetail, type ArticleList, type ContentPageLink, type FaqSection } from '@ferrite/contract';
import type { RouteDeps } from '../../routing/deps';
import { dataHead } from '../../routing/data-head';
import type { RouteHandle } from '../../routing/head';
import { lazyFunction, type MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { pageFromUrl } from '../../routing/page-rule';
import type { AboutData } from './AboutPage';
import type { ContentPageData, HelpIndexData } from './HelpPages';
import { endpoints } from '@ferrite/contract/endpoints';

// Titles are worded when the head is made, not when the route table is: the table is built once per
// language (server) before the page's pack sections have loaded.
const fixedHead = (title: () => string, description: () => string, canonical: string): RouteHandle => ({
  head: () => ({ title: title(), description: description(), canonical }),
});

const helpTopicsOf = (pages: ContentPageLink[]) => pages.filter((page) => page.Name.startsWith('help/'));

/** A content page by name, with the help topics for the side menu. */
function contentPageLoader(deps: RouteDeps, name: (args: LoaderFunctionArgs) => string) {
  return pageLoader(deps, [], async (args: LoaderFunctionArgs): Promise<ContentPageData> => {
    const [page, pages] = await Promise.all([
      deps.api.silent.call(endpoints.content.page, { name: name(args) }),
      deps.api.silent.call(endpoints.content.pages, { kind: 'help' }),
    ]);
    return { page, topics: helpTopicsOf(pages) };
  });
}

const pageHead = dataHead<ContentPageData>(({ page }) => ({
  title: page.Title,
  description: page.Summary,
  canonical: contentPageUrl(page.Name),
}));

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

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function faqJsonLd(sections: FaqSection[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.Items.map((item) => ({
        '@type': 'Question',
        name: item.Question,
        acceptedAnswer: { '@type': 'Answer', text: stripTags(item.AnswerHtml) },
      })),
    ),
  };
}

// The form pages' module holds their actions and token loader: `page` loads it, with the page.
type FormPages = MakeRouteParts<typeof import('./FormPages')>;

/* The content pages: community, help, policies, company pages, contact, feedback and the newsletter. */

/** /community?category=&keyword=&page=: an unknown category or an out-of-range page is dropped by redirect. */
export const community: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const page = pageFromUrl(url);
    const category = url.searchParams.get('category') ?? '';
    const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, 100);
    const list = await deps.api.call(endpoints.content.articles, {
      ...(category ? { category } : {}),
      ...(keyword ? { keyword } : {}),
      page,
    });
    if (category && !list.Category) {
      url.searchParams.delete('category');
      throw redirect(url.pathname + url.search);
    }
    return list;
  }),
  handle: dataHead<ArticleList>((list) => ({
    title: list.Keyword
      ? deps.i18n.t('content.communityKeywordMetaTitle', { keyword: list.Keyword })
      : list.Category
        ? deps.i18n.t('content.communityCategoryMetaTitle', { category: list.Category.Name })
        : deps.i18n.t('content.communityMetaTitle'),
    description: list.Category?.Description ?? deps.i18n.t('content.communityMetaDescription'),
    canonical: list.Category ? `/community?category=${list.Category.Slug}` : '/community',
  })),
});

export const article: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ params }: LoaderFunctionArgs) =>
    deps.api.silent.call(endpoints.content.article, { name: params.name ?? '' }),
  ),
  handle: dataHead<ArticleDetail>((detail) => ({
    title: detail.Title,
    description: detail.Summary,
    canonical: articleUrl(detail.Name),
    jsonLd: articleJsonLd(detail),
  })),
});

export const communityMissing: MakeRouteParts = (deps) => ({
  loader: () => {
    throw data(deps.i18n.t('errors.notFoundMessage'), { status: 404 });
  },
});

export const helpIndex: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async (): Promise<HelpIndexData> => {
    const pages = await deps.api.call(endpoints.content.pages);
    return { topics: helpTopicsOf(pages), policies: pages.filter((page) => page.Kind === 'policy') };
  }),
  handle: fixedHead(
    () => deps.i18n.t('content.helpTitle'),
    () => deps.i18n.t('content.helpMetaDescription'),
    '/help',
  ),
});

export const helpTopic: MakeRouteParts = (deps) => ({
  loader: contentPageLoader(deps, ({ params }) => `help/${params.detail ?? ''}`),
  handle: pageHead,
});

/** A policy or company page at one of the spec's mixed-case paths, by its content name. */
export const namedPage =
  (name: string): MakeRouteParts =>
  (deps) => ({ loader: contentPageLoader(deps, () => name), handle: pageHead });

export const faqs: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], () => deps.api.call(endpoints.content.faqs)),
  handle: dataHead<FaqSection[]>((sections) => ({
    title: deps.i18n.t('content.faqMetaTitle'),
    description: deps.i18n.t('content.faqMetaDescription'),
    canonical: '/FAQs',
    jsonLd: faqJsonLd(sections),
  })),
});

export const glossary: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], () => deps.api.call(endpoints.content.glossary)),
  handle: fixedHead(
    () => deps.i18n.t('content.glossaryMetaTitle'),
    () => deps.i18n.t('content.glossaryMetaDescription'),
    '/Glossary',
  ),
});

export const about: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async (): Promise<AboutData> => {
    const [page, news] = await Promise.all([
      deps.api.call(endpoints.content.page, { name: 'about-us' }),
      deps.api.silent.call(endpoints.content.articles, {}).catch(() => null),
    ]);
    return { page, news: news?.Items.slice(0, 3) ?? [] };
  }),
  handle: dataHead<AboutData>(({ page }) => ({
    title: deps.i18n.t('content.aboutMetaTitle'),
    description: page.Summary,
    canonical: '/AboutUs',
  })),
});

const noData = async () => null;

export const contact: FormPages = (deps, page) => ({
  loader: pageLoader(deps, [], noData),
  action: lazyFunction(page, (m) => m.contactAction(deps)),
  handle: fixedHead(
    () => deps.i18n.t('content.contactMetaTitle'),
    () => deps.i18n.t('content.contactMetaDescription'),
    '/ContactUs',
  ),
});

export const feedback: FormPages = (deps, page) => ({
  loader: pageLoader(deps, [], noData),
  action: lazyFunction(page, (m) => m.feedbackAction(deps)),
  handle: fixedHead(
    () => deps.i18n.t('content.feedbackMetaTitle'),
    () => deps.i18n.t('content.feedbackMetaDescription'),
    '/feedback',
  ),
});

export const newsletter: FormPages = (deps, page) => ({
  loader: pageLoader(deps, [], noData),
  action: lazyFunction(page, (m) => m.subscribeAction(deps)),
  handle: fixedHead(
    () => deps.i18n.t('content.newsletterMetaTitle'),
    () => deps.i18n.t('content.newsletterMetaDescription'),
    '/newsletter',
  ),
});

export const newsletterConfirm: FormPages = (deps, page) => ({
  loader: lazyFunction(page, (m) => m.newsletterTokenLoader),
  action: lazyFunction(page, (m) => m.confirmAction(deps)),
  handle: { head: () => ({ title: deps.i18n.t('content.confirmTitle') }) },
});

export const newsletterUnsubscribe: FormPages = (deps, page) => ({
  loader: lazyFunction(page, (m) => m.newsletterTokenLoader),
  action: lazyFunction(page, (m) => m.unsubscribeAction(deps)),
  handle: { head: () => ({ title: deps.i18n.t('content.unsubscribeTitle') }) },
});
