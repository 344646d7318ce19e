import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ButtonLink, Text } from '@ferrite/ui';
import type { ArticleSummary, ContentPage } from '@ferrite/contract';
import { formatDate, useI18n } from '../../i18n';
import { useStores } from '../../state/context';
import { RichText } from './RichText';
import { splitSections } from './sections';

export interface AboutData {
  page: ContentPage;
  news: ArticleSummary[];
}

/** The About layout's anchors (docs/product.md §2), in page order; their names are the kit's About layout labels. */
export const ABOUT_ANCHORS = ['company-profile', 'developmental-ideal', 'application-area', 'news-centre', 'contact-us'] as const;

/** Spec §2: the About nav is 70px high and switches style after 70px of scroll. */
export const ABOUT_NAV_SWITCH_PX = 70;

/** Whether the page has scrolled past the switch point, and which anchor section is on screen. */
function useAboutScroll(): { scrolled: boolean; active: string } {
  const [state, setState] = useState({ scrolled: false, active: '' });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrolled = window.scrollY > ABOUT_NAV_SWITCH_PX;
      let active = '';
      for (const anchor of ABOUT_ANCHORS) {
        const element = document.getElementById(anchor);
        if (element && element.getBoundingClientRect().top <= ABOUT_NAV_SWITCH_PX + 24) active = anchor;
      }
      setState((previous) => (previous.scrolled === scrolled && previous.active === active ? previous : { scrolled, active }));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

/** /AboutUs in the About layout: a 70px anchor nav over the company sections. */
export function AboutPage() {
  const { page, news } = useLoaderData() as AboutData;
  const site = useSnapshot(useStores().business).site;
  const { scrolled, active } = useAboutScroll();
  const { t, section, lang } = useI18n();
  const anchorNames = section('kitAboutLayout');
  const sections = splitSections(page.Html);
  return (
    <div className="fe-about">
      <header className="fe-about__hero">
        <h1>{page.Title}</h1>
        <Text as="p" size="large" tone="muted" measure="large">
          {page.Summary}
        </Text>
      </header>
      <nav
        className={`fe-about-nav${scrolled ? ' fe-about-nav--scrolled' : ''}`}
        aria-label={t('content.aboutNav', { brand: site.brand })}
        data-scrolled={scrolled ? 'true' : 'false'}
      >
        <ul>
          {ABOUT_ANCHORS.map((anchor) => (
            <li key={anchor}>
              <a href={`#${anchor}`} aria-current={active === anchor ? 'true' : undefined}>
                {anchorNames[anchor]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id || 'intro'} className="fe-about__section" aria-labelledby={section.id || undefined}>
          <RichText html={section.html} />
          {section.id === 'news-centre' && news.length > 0 ? (
            <div className="fe-about__news">
              <h3>{t('content.latestFromCommunity')}</h3>
              <ul>
                {news.map((article) => (
                  <li key={article.Name}>
                    <time dateTime={article.PublishedOn}>{formatDate(article.PublishedOn.slice(0, 10), lang)}</time>{' '}
                    <Link to={article.Url}>{article.Title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {section.id === 'contact-us' ? (
            <div className="fe-about__contact">
              <dl>
                <div>
                  <dt>{t('content.phone')}</dt>
                  <dd>
                    <a href={`tel:${site.contactPhone.replace(/[^+\d]/g, '')}`}>{site.contactPhone}</a>
                  </dd>
                </div>
                <div>
                  <dt>{t('content.email')}</dt>
                  <dd>
                    <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
                  </dd>
                </div>
              </dl>
              <ButtonLink href="/ContactUs">{t('content.writeToUs')}</ButtonLink>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
