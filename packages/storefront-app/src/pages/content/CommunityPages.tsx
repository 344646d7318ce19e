import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { Box, Breadcrumbs, EmptyState, Pagination, Text } from '@ferrite/ui';
import type { ArticleDetail, ArticleList, ArticleSummary } from '@ferrite/contract';
import { formatDate, useI18n } from '../../i18n';
import { withPage } from '../../routing/page-rule';
import { richText } from '../../i18n/rich-text';
import { EnglishText, RichText, TableOfContents } from './RichText';

const categoryHref = (slug: string) => `/community?category=${encodeURIComponent(slug)}`;

function ArticleMeta({ article }: { article: ArticleSummary }) {
  const { plural, lang } = useI18n();
  return (
    <p className="fe-article-meta">
      <span>{article.Author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={article.PublishedOn}>{formatDate(article.PublishedOn.slice(0, 10), lang)}</time>
      <span aria-hidden="true"> · </span>
      <span>{plural('content.readingTime', article.ReadingMinutes)}</span>
    </p>
  );
}

function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <li className="fe-article-card">
      <article aria-labelledby={`card-${article.Name}`}>
        <p className="fe-article-card__category">
          <Link to={categoryHref(article.Category.Slug)}>{article.Category.Name}</Link>
        </p>
        <h3 id={`card-${article.Name}`}>
          <Link to={article.Url}>
            <EnglishText>{article.Title}</EnglishText>
          </Link>
        </h3>
        <p>
          <EnglishText>{article.Summary}</EnglishText>
        </p>
        <ArticleMeta article={article} />
      </article>
    </li>
  );
}

/** /community: articles by category, a search box (GET form) and ?page= pagination. */
export function CommunityPage() {
  const list = useLoaderData() as ArticleList;
  const location = useLocation();
  const url = new URL(location.pathname + location.search, 'http://local');
  const { t, plural, section } = useI18n();
  const heading = list.Keyword
    ? t('content.articlesMatching', { keyword: list.Keyword })
    : list.Category
      ? list.Category.Name
      : t('content.latestArticles');
  const allCount = list.Categories.reduce((sum, category) => sum + category.Count, 0);
  const home = { label: t('shell.home'), href: '/' };
  return (
    <div className="fe-community">
      <Breadcrumbs
        items={
          list.Category
            ? [home, { label: t('content.communityBreadcrumb'), href: '/community' }, { label: list.Category.Name }]
            : [home, { label: t('content.communityBreadcrumb') }]
        }
        labels={section('kitBreadcrumbs')}
      />
      <header className="fe-community__header">
        <h1>{t('content.communityTitle')}</h1>
        <Text as="p" size="large" tone="muted" measure="large">
          {t('content.communityLead')}
        </Text>
        <form method="get" action="/community" role="search" className="fe-inline-search">
          <label htmlFor="community-keyword" className="fe-visually-hidden">
            {t('content.searchArticlesLabel')}
          </label>
          <input
            id="community-keyword"
            name="keyword"
            type="search"
            defaultValue={list.Keyword}
            placeholder={t('content.searchArticlesPlaceholder')}
            maxLength={100}
          />
          {list.Category ? <input type="hidden" name="category" value={list.Category.Slug} /> : null}
          <button type="submit">{t('content.searchArticlesSubmit')}</button>
        </form>
      </header>
      <div className="fe-community__body">
        <nav className="fe-community__categories" aria-label={t('content.articleCategories')}>
          <h2>{t('content.categoriesTitle')}</h2>
          <ul>
            <li>
              <Link to="/community" aria-current={!list.Category ? 'page' : undefined}>
                {t('content.allArticles')}{' '}
                <Text tone="muted" size="xsmall">
                  ({allCount})
                </Text>
              </Link>
            </li>
            {list.Categories.map((category) => (
              <li key={category.Slug}>
                <Link
                  to={categoryHref(category.Slug)}
                  aria-current={list.Category?.Slug === category.Slug ? 'page' : undefined}
                  title={category.Description}
                >
                  {category.Name}{' '}
                  <Text tone="muted" size="xsmall">
                    ({category.Count})
                  </Text>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="fe-community__results" aria-labelledby="community-results">
          <h2 id="community-results">{heading}</h2>
          {list.Category && !list.Keyword ? (
            <Text as="p" tone="muted" size="xsmall">
              {list.Category.Description}
            </Text>
          ) : null}
          {list.Items.length === 0 ? (
            <EmptyState>
              <p>
                {list.Total > 0
                  ? t('content.noArticlesOnPage')
                  : list.Keyword
                    ? t('content.noArticlesMatching', { keyword: list.Keyword })
                    : t('content.noArticles')}
              </p>
              <p>
                {richText(t('content.emptyHint'), {
                  allLink: <Link to="/community">{t('content.seeAllArticles')}</Link>,
                  helpLink: <Link to="/help">{t('content.visitHelpCentre')}</Link>,
                })}
              </p>
            </EmptyState>
          ) : (
            <>
              <Box as="p" role="status" color="textMuted" fontSize="xsmall">
                {list.PageCount > 1
                  ? plural('content.articleCountPaged', list.Total, { page: list.Page, pageCount: list.PageCount })
                  : plural('content.articleCount', list.Total)}
              </Box>
              <ul className="fe-article-grid">
                {list.Items.map((article) => (
                  <ArticleCard key={article.Name} article={article} />
                ))}
              </ul>
            </>
          )}
          {list.PageCount > 1 ? (
            <Pagination
              page={list.Page}
              pageCount={list.PageCount}
              hrefForPage={(page) => withPage(url, page)}
              label={t('content.articlePages')}
              labels={section('kitPagination')}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** /community/{name}: one article with its table of contents, linked parts and related reading. */
export function ArticlePage() {
  const article = useLoaderData() as ArticleDetail;
  const { t, section } = useI18n();
  return (
    <div className="fe-article-page">
      <Breadcrumbs
        labels={section('kitBreadcrumbs')}
        items={[
          { label: t('shell.home'), href: '/' },
          { label: t('content.communityBreadcrumb'), href: '/community' },
          { label: article.Category.Name, href: categoryHref(article.Category.Slug) },
          { label: article.Title },
        ]}
      />
      <article className="fe-article" aria-labelledby="article-title">
        <header className="fe-article__header">
          <p className="fe-article-card__category">
            <Link to={categoryHref(article.Category.Slug)}>{article.Category.Name}</Link>
          </p>
          <h1 id="article-title">
            <EnglishText>{article.Title}</EnglishText>
          </h1>
          <Text as="p" size="large" tone="muted" measure="large">
            <EnglishText>{article.Summary}</EnglishText>
          </Text>
          <ArticleMeta article={article} />
        </header>
        <div className="fe-article__layout">
          <RichText html={article.Html} className="fe-article__body" />
          <aside className="fe-article__aside">
            <TableOfContents headings={article.Headings} label={t('content.inThisArticle')} />
            {article.Parts.length > 0 ? (
              <section className="fe-article-parts" aria-labelledby="article-parts">
                <h2 id="article-parts">{t('content.partsInArticle')}</h2>
                <ul>
                  {article.Parts.map((part) => (
                    <li key={part.PartNo}>
                      <Link to={part.ProductUrl}>{part.PartNo}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </aside>
        </div>
      </article>
      {article.Related.length > 0 ? (
        <section className="fe-related" aria-labelledby="related-title">
          <h2 id="related-title">{t('content.keepReading')}</h2>
          <ul className="fe-article-grid">
            {article.Related.map((related) => (
              <ArticleCard key={related.Name} article={related} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
