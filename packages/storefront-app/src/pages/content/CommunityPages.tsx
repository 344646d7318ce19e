import { Link, useLoaderData, useLocation } from 'react-router-dom';
import {
  Box,
  Breadcrumbs,
  EmptyState,
  Grid,
  GridItem,
  Heading,
  Link as KitLink,
  Pagination,
  SplitLayout,
  TableOfContents as KitTableOfContents,
  Text,
} from '@ferrite/ui';
import type { ArticleDetail, ArticleList, ArticleSummary } from '@ferrite/contract';
import { formatDate, useI18n } from '../../i18n';
import { withPage } from '../../routing/page-rule';
import { richText } from '../../i18n/rich-text';
import { EnglishText, RichText, TableOfContents } from './RichText';

const categoryHref = (slug: string) => `/community?category=${encodeURIComponent(slug)}`;

/** A category's name and, muted, how many articles it has. */
const categoryLabel = (name: string, count: number) => (
  <>
    {name}{' '}
    <Text tone="muted" size="xsmall">
      ({count})
    </Text>
  </>
);

function ArticleMeta({ article }: { article: ArticleSummary }) {
  const { plural, lang } = useI18n();
  return (
    <Box as="p" color="textMuted" fontSize="small" marginTop="auto">
      <span>{article.Author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={article.PublishedOn}>{formatDate(article.PublishedOn.slice(0, 10), lang)}</time>
      <span aria-hidden="true"> · </span>
      <span>{plural('content.readingTime', article.ReadingMinutes)}</span>
    </Box>
  );
}

function CategoryLink({ category }: { category: ArticleSummary['Category'] }) {
  return (
    <Text as="p" size="xsmall" weight="strong">
      <KitLink href={categoryHref(category.Slug)} tone="brand">
        {category.Name}
      </KitLink>
    </Text>
  );
}

function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <GridItem>
      <Box
        as="article"
        aria-labelledby={`card-${article.Name}`}
        display="flex"
        flexDirection="column"
        gap="small"
        padding="large"
        border="standard"
        borderRadius="large"
      >
        <CategoryLink category={article.Category} />
        <Heading level={4} as="h3" id={`card-${article.Name}`}>
          <KitLink href={article.Url} tone="neutral">
            <EnglishText>{article.Title}</EnglishText>
          </KitLink>
        </Heading>
        <Text as="p">
          <EnglishText>{article.Summary}</EnglishText>
        </Text>
        <ArticleMeta article={article} />
      </Box>
    </GridItem>
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
    <div>
      <Breadcrumbs
        items={
          list.Category
            ? [home, { label: t('content.communityBreadcrumb'), href: '/community' }, { label: list.Category.Name }]
            : [home, { label: t('content.communityBreadcrumb') }]
        }
        labels={section('kitBreadcrumbs')}
      />
      <Box as="header" marginBottom="xlarge">
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
      </Box>
      <SplitLayout
        asideSide="start"
        asideWidth="medium"
        stackBelow="phone"
        aside={
          <KitTableOfContents
            title={t('content.categoriesTitle')}
            label={t('content.articleCategories')}
            ordered={false}
            items={[
              { href: '/community', label: categoryLabel(t('content.allArticles'), allCount), current: !list.Category },
              ...list.Categories.map((category) => ({
                href: categoryHref(category.Slug),
                label: categoryLabel(category.Name, category.Count),
                current: list.Category?.Slug === category.Slug,
              })),
            ]}
          />
        }
      >
        <section aria-labelledby="community-results">
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
              <Grid minItemWidth="large" gap="large">
                {list.Items.map((article) => (
                  <ArticleCard key={article.Name} article={article} />
                ))}
              </Grid>
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
      </SplitLayout>
    </div>
  );
}

/** /community/{name}: one article with its table of contents, linked parts and related reading. */
export function ArticlePage() {
  const article = useLoaderData() as ArticleDetail;
  const { t, section } = useI18n();
  return (
    <div>
      <Breadcrumbs
        labels={section('kitBreadcrumbs')}
        items={[
          { label: t('shell.home'), href: '/' },
          { label: t('content.communityBreadcrumb'), href: '/community' },
          { label: article.Category.Name, href: categoryHref(article.Category.Slug) },
          { label: article.Title },
        ]}
      />
      <article aria-labelledby="article-title">
        <Box as="header" marginTop="large" marginBottom="large">
          <CategoryLink category={article.Category} />
          <h1 id="article-title">
            <EnglishText>{article.Title}</EnglishText>
          </h1>
          <Text as="p" size="large" tone="muted" measure="large">
            <EnglishText>{article.Summary}</EnglishText>
          </Text>
          <ArticleMeta article={article} />
        </Box>
        <SplitLayout
          stickyAside
          asideFirstWhenStacked
          aside={
            <aside>
              <TableOfContents headings={article.Headings} label={t('content.inThisArticle')} />
              {article.Parts.length > 0 ? (
                <KitTableOfContents
                  title={t('content.partsInArticle')}
                  ordered={false}
                  items={article.Parts.map((part) => ({ href: part.ProductUrl, label: part.PartNo }))}
                />
              ) : null}
            </aside>
          }
        >
          <RichText html={article.Html} />
        </SplitLayout>
      </article>
      {article.Related.length > 0 ? (
        <Box as="section" aria-labelledby="related-title" marginTop="xxlarge">
          <h2 id="related-title">{t('content.keepReading')}</h2>
          <Grid minItemWidth="large" gap="large">
            {article.Related.map((related) => (
              <ArticleCard key={related.Name} article={related} />
            ))}
          </Grid>
        </Box>
      ) : null}
    </div>
  );
}
