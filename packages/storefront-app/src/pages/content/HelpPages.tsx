import { Link, useLoaderData } from 'react-router-dom';
import {
  type BreadcrumbItem,
  Box,
  Breadcrumbs,
  Grid,
  GridItem,
  LinkCard,
  SplitLayout,
  TableOfContents as KitTableOfContents,
  Text,
} from '@ferrite/ui';
import type { ContentPage, ContentPageLink } from '@ferrite/contract';
import { formatDate, useI18n, type TranslationKey, type Translator } from '../../i18n';
import { richText } from '../../i18n/rich-text';
import { EnglishText, RichText, TableOfContents } from './RichText';

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
const MORE_HELP: { href: string; titleKey: TranslationKey; summaryKey: TranslationKey }[] = [
  { href: '/HowtoUse', titleKey: 'content.howToUseTitle', summaryKey: 'content.howToUseSummary' },
  { href: '/FAQs', titleKey: 'content.faqLinkTitle', summaryKey: 'content.faqLinkSummary' },
  { href: '/Glossary', titleKey: 'content.glossaryLinkTitle', summaryKey: 'content.glossaryLinkSummary' },
  { href: '/community', titleKey: 'content.communityLinkTitle', summaryKey: 'content.communityLinkSummary' },
  { href: '/ContactUs', titleKey: 'content.contactLinkTitle', summaryKey: 'content.contactLinkSummary' },
  { href: '/feedback', titleKey: 'content.feedbackLinkTitle', summaryKey: 'content.feedbackLinkSummary' },
];

function TopicList({
  items,
  headingId,
  title,
}: {
  items: { href: string; title: string; summary: string }[];
  headingId: string;
  title: string;
}) {
  return (
    <Box as="section" aria-labelledby={headingId} marginY="xlarge">
      <h2 id={headingId}>{title}</h2>
      <Grid minItemWidth="large">
        {items.map((item) => (
          <GridItem key={item.href}>
            <LinkCard href={item.href} title={item.title} description={item.summary} />
          </GridItem>
        ))}
      </Grid>
    </Box>
  );
}

const asItems = (links: ContentPageLink[]) => links.map((link) => ({ href: link.Url, title: link.Title, summary: link.Summary }));

/** /help: every help topic, the self-service pages and the policies. */
export function HelpIndexPage() {
  const { topics, policies } = useLoaderData() as HelpIndexData;
  const { t, section } = useI18n();
  const moreHelp = MORE_HELP.map((item) => ({ href: item.href, title: t(item.titleKey), summary: t(item.summaryKey) }));
  return (
    <div>
      <Breadcrumbs
        items={[{ label: t('shell.home'), href: '/' }, { label: t('content.helpBreadcrumb') }]}
        labels={section('kitBreadcrumbs')}
      />
      <h1>{t('content.helpTitle')}</h1>
      <Text as="p" size="large" tone="muted" measure="large">
        {t('content.helpLead')}
      </Text>
      <TopicList items={asItems(topics)} headingId="help-topics" title={t('content.helpTopics')} />
      <TopicList items={moreHelp} headingId="help-more" title={t('content.moreHelp')} />
      <TopicList items={asItems(policies)} headingId="help-policies" title={t('content.policies')} />
    </div>
  );
}

function trailFor(page: ContentPage, t: Translator['t']): BreadcrumbItem[] {
  const home = { label: t('shell.home'), href: '/' };
  if ((page.Kind === 'help' && page.Name.startsWith('help/')) || page.Kind === 'policy') {
    return [home, { label: t('content.helpBreadcrumb'), href: '/help' }, { label: page.Title }];
  }
  return [home, { label: page.Title }];
}

/** A help topic, policy or company page: title, date of the text, table of contents, body. */
export function ContentPageView() {
  const { page, topics } = useLoaderData() as ContentPageData;
  const sideTopics = page.Kind === 'help' ? topics : [];
  const { t, section, lang } = useI18n();
  return (
    <div>
      <Breadcrumbs items={trailFor(page, t)} labels={section('kitBreadcrumbs')} />
      <Box as="header" marginBottom="large">
        <h1>
          <EnglishText>{page.Title}</EnglishText>
        </h1>
        <Text as="p" size="large" tone="muted" measure="large">
          <EnglishText>{page.Summary}</EnglishText>
        </Text>
        {page.Kind === 'policy' ? (
          <Text as="p" tone="muted" size="xsmall">
            {richText(t('content.lastUpdated'), {
              date: <time dateTime={page.UpdatedOn}>{formatDate(page.UpdatedOn.slice(0, 10), lang)}</time>,
            })}
          </Text>
        ) : null}
      </Box>
      <SplitLayout
        stickyAside
        asideFirstWhenStacked
        aside={
          <aside>
            <TableOfContents headings={page.Headings} label={t('content.onThisPage')} />
            {sideTopics.length > 0 ? (
              <KitTableOfContents
                title={t('content.helpTopics')}
                ordered={false}
                items={sideTopics.map((topic) => ({ href: topic.Url, label: topic.Title, current: topic.Name === page.Name }))}
              />
            ) : null}
            <Text as="p">
              {richText(t('content.stillHaveQuestion'), { contactLink: <Link to="/ContactUs">{t('content.contactUsLink')}</Link> })}
            </Text>
          </aside>
        }
      >
        <RichText html={page.Html} />
      </SplitLayout>
    </div>
  );
}
