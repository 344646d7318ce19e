import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { Breadcrumbs, Pagination } from '@ferrite/ui';
import type { ArticleDetail, ArticleList, ArticleSummary } from '../../api/contract';
import { withPage } from '../../routing/page-rule';
import { formatLongDate, readingTime } from './format';
import { RichText, TableOfContents } from './RichText';

const categoryHref = (slug: string) => `/community?category=${encodeURIComponent(slug)}`;

function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <p className="fe-article-meta">
      <span>{article.Author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={article.PublishedOn}>{formatLongDate(article.PublishedOn)}</time>
      <span aria-hidden="true"> · </span>
      <span>{readingTime(article.ReadingMinutes)}</span>
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
          <Link to={article.Url}>{article.Title}</Link>
        </h3>
        <p>{article.Summary}</p>
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
  const heading = list.Keyword ? `Articles matching “${list.Keyword}”` : list.Category ? list.Category.Name : 'Latest articles';
  const allCount = list.Categories.reduce((sum, category) => sum + category.Count, 0);
  return (
    <div className="fe-community">
      <Breadcrumbs items={list.Category ? [{ label: 'Home', href: '/' }, { label: 'Community', href: '/community' }, { label: list.Category.Name }] : [{ label: 'Home', href: '/' }, { label: 'Community' }]} />
      <header className="fe-community__header">
        <h1>Community</h1>
        <p className="fe-lead">
          Practical articles from our applications and sourcing engineers: how to read a datasheet, choose between parts that look alike, and plan purchases so a
          production run never waits for one missing component.
        </p>
        <form method="get" action="/community" role="search" className="fe-inline-search">
          <label htmlFor="community-keyword" className="fe-visually-hidden">
            Search articles
          </label>
          <input id="community-keyword" name="keyword" type="search" defaultValue={list.Keyword} placeholder="Search articles, e.g. MLCC or LM358DR" maxLength={100} />
          {list.Category ? <input type="hidden" name="category" value={list.Category.Slug} /> : null}
          <button type="submit">Search</button>
        </form>
      </header>
      <div className="fe-community__body">
        <nav className="fe-community__categories" aria-label="Article categories">
          <h2>Categories</h2>
          <ul>
            <li>
              <Link to="/community" aria-current={!list.Category ? 'page' : undefined}>
                All articles <span className="fe-muted">({allCount})</span>
              </Link>
            </li>
            {list.Categories.map((category) => (
              <li key={category.Slug}>
                <Link to={categoryHref(category.Slug)} aria-current={list.Category?.Slug === category.Slug ? 'page' : undefined} title={category.Description}>
                  {category.Name} <span className="fe-muted">({category.Count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="fe-community__results" aria-labelledby="community-results">
          <h2 id="community-results">{heading}</h2>
          {list.Category && !list.Keyword ? <p className="fe-muted">{list.Category.Description}</p> : null}
          {list.Items.length === 0 ? (
            <div className="fe-empty">
              <p>{list.Total > 0 ? 'There are no articles on this page.' : list.Keyword ? `No article mentions “${list.Keyword}” yet.` : 'No articles here yet.'}</p>
              <p>
                <Link to="/community">See all articles</Link> or <Link to="/help">visit the help centre</Link>.
              </p>
            </div>
          ) : (
            <>
              <p className="fe-muted" role="status">
                {list.Total} {list.Total === 1 ? 'article' : 'articles'}
                {list.PageCount > 1 ? `, page ${list.Page} of ${list.PageCount}` : ''}
              </p>
              <ul className="fe-article-grid">
                {list.Items.map((article) => (
                  <ArticleCard key={article.Name} article={article} />
                ))}
              </ul>
            </>
          )}
          {list.PageCount > 1 ? <Pagination page={list.Page} pageCount={list.PageCount} hrefForPage={(page) => withPage(url, page)} label="Article pages" /> : null}
        </section>
      </div>
    </div>
  );
}

/** /community/{name}: one article with its table of contents, linked parts and related reading. */
export function ArticlePage() {
  const article = useLoaderData() as ArticleDetail;
  return (
    <div className="fe-article-page">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Community', href: '/community' },
          { label: article.Category.Name, href: categoryHref(article.Category.Slug) },
          { label: article.Title },
        ]}
      />
      <article className="fe-article" aria-labelledby="article-title">
        <header className="fe-article__header">
          <p className="fe-article-card__category">
            <Link to={categoryHref(article.Category.Slug)}>{article.Category.Name}</Link>
          </p>
          <h1 id="article-title">{article.Title}</h1>
          <p className="fe-lead">{article.Summary}</p>
          <ArticleMeta article={article} />
        </header>
        <div className="fe-article__layout">
          <RichText html={article.Html} className="fe-article__body" />
          <aside className="fe-article__aside">
            <TableOfContents headings={article.Headings} label="In this article" />
            {article.Parts.length > 0 ? (
              <section className="fe-article-parts" aria-labelledby="article-parts">
                <h2 id="article-parts">Parts in this article</h2>
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
          <h2 id="related-title">Keep reading</h2>
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
