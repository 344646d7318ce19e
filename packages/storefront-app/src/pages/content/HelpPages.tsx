import { Link, useLoaderData } from 'react-router-dom';
import { Breadcrumbs, type BreadcrumbItem } from '@ferrite/ui';
import type { ContentPage, ContentPageLink } from '../../api/contract';
import { formatLongDate } from './format';
import { RichText, TableOfContents } from './RichText';

export interface HelpIndexData {
  topics: ContentPageLink[];
  policies: ContentPageLink[];
}

export interface ContentPageData {
  page: ContentPage;
  /** Other help topics, for the side menu of help pages. */
  topics: ContentPageLink[];
}

/** Self-service pages that are not topics of their own. */
const MORE_HELP: { href: string; title: string; summary: string }[] = [
  { href: '/HowtoUse', title: 'How to use this site', summary: 'Search, filters, the cart, quotes and the BOM tool, step by step.' },
  { href: '/FAQs', title: 'Frequently asked questions', summary: 'Quick answers about orders, stock, shipping, payment and returns.' },
  { href: '/Glossary', title: 'Glossary A–Z', summary: 'The terms on datasheets, quotes and packing slips, explained.' },
  { href: '/community', title: 'Community articles', summary: 'Engineering guides for choosing and buying components.' },
  { href: '/ContactUs', title: 'Contact us', summary: 'Write to customer service; we answer within one working day.' },
  { href: '/feedback', title: 'Send feedback', summary: 'Tell us what works and what does not on this site.' },
];

function TopicList({ items, headingId, title }: { items: { href: string; title: string; summary: string }[]; headingId: string; title: string }) {
  return (
    <section aria-labelledby={headingId} className="fe-help-section">
      <h2 id={headingId}>{title}</h2>
      <ul className="fe-topic-grid">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href}>
              <strong>{item.title}</strong>
              <span>{item.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const asItems = (links: ContentPageLink[]) => links.map((link) => ({ href: link.Url, title: link.Title, summary: link.Summary }));

/** /help: every help topic, the self-service pages and the policies. */
export function HelpIndexPage() {
  const { topics, policies } = useLoaderData() as HelpIndexData;
  return (
    <div className="fe-help">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Help' }]} />
      <h1>Help</h1>
      <p className="fe-lead">
        Everything about buying from Ferrite: placing orders, paying, delivery, returns and your account. Can’t find the answer? Our customer service team answers every
        message within one working day.
      </p>
      <TopicList items={asItems(topics)} headingId="help-topics" title="Help topics" />
      <TopicList items={MORE_HELP} headingId="help-more" title="More ways to get help" />
      <TopicList items={asItems(policies)} headingId="help-policies" title="Policies" />
    </div>
  );
}

function trailFor(page: ContentPage): BreadcrumbItem[] {
  if (page.Kind === 'help' && page.Name.startsWith('help/')) {
    return [{ label: 'Home', href: '/' }, { label: 'Help', href: '/help' }, { label: page.Title }];
  }
  if (page.Kind === 'policy') return [{ label: 'Home', href: '/' }, { label: 'Help', href: '/help' }, { label: page.Title }];
  return [{ label: 'Home', href: '/' }, { label: page.Title }];
}

/** A help topic, policy or company page: title, date of the text, table of contents, body. */
export function ContentPageView() {
  const { page, topics } = useLoaderData() as ContentPageData;
  const sideTopics = page.Kind === 'help' ? topics : [];
  return (
    <div className="fe-content-page">
      <Breadcrumbs items={trailFor(page)} />
      <header className="fe-content-page__header">
        <h1>{page.Title}</h1>
        <p className="fe-lead">{page.Summary}</p>
        {page.Kind === 'policy' ? (
          <p className="fe-muted">
            Last updated <time dateTime={page.UpdatedOn}>{formatLongDate(page.UpdatedOn)}</time>
          </p>
        ) : null}
      </header>
      <div className="fe-content-page__layout">
        <RichText html={page.Html} className="fe-content-page__body" />
        <aside className="fe-content-page__aside">
          <TableOfContents headings={page.Headings} />
          {sideTopics.length > 0 ? (
            <nav className="fe-toc" aria-label="Help topics">
              <h2 className="fe-toc__title">Help topics</h2>
              <ul>
                {sideTopics.map((topic) => (
                  <li key={topic.Name}>
                    <Link to={topic.Url} aria-current={topic.Name === page.Name ? 'page' : undefined}>
                      {topic.Title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className="fe-content-page__contact">
            Still have a question? <Link to="/ContactUs">Contact us</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
