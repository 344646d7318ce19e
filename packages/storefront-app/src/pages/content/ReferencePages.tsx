import { Link, useLoaderData } from 'react-router-dom';
import { Breadcrumbs, Text } from '@ferrite/ui';
import type { FaqSection, GlossaryLetter } from '@ferrite/contract';
import { useI18n } from '../../i18n';
import { richText } from '../../i18n/rich-text';
import { slugOf } from './sections';
import { RichText } from './RichText';

/** /FAQs: questions by section as a native accordion (<details>), so it works without JavaScript. */
export function FaqPage() {
  const sections = useLoaderData() as FaqSection[];
  const count = sections.reduce((sum, section) => sum + section.Items.length, 0);
  const { t, plural, section: kit } = useI18n();
  return (
    <div className="fe-faq">
      <Breadcrumbs
        items={[
          { label: t('shell.home'), href: '/' },
          { label: t('content.helpBreadcrumb'), href: '/help' },
          { label: t('content.faqBreadcrumb') },
        ]}
        labels={kit('kitBreadcrumbs')}
      />
      <h1>{t('content.faqTitle')}</h1>
      <Text as="p" size="large" tone="muted" measure="large">
        {richText(plural('content.faqLead', count), { contactLink: <Link to="/ContactUs">{t('content.faqContactLink')}</Link> })}
      </Text>
      <nav aria-label={t('content.faqSections')} className="fe-chip-nav">
        <ul>
          {sections.map((section) => (
            <li key={section.Title}>
              <a href={`#${slugOf(section.Title)}`}>{section.Title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.Title} aria-labelledby={slugOf(section.Title)} className="fe-faq__section">
          <h2 id={slugOf(section.Title)}>{section.Title}</h2>
          {section.Items.map((item) => (
            <details key={item.Id} id={item.Id} className="fe-faq__item">
              <summary>{item.Question}</summary>
              <RichText html={item.AnswerHtml} className="fe-faq__answer" />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** /Glossary: terms A–Z with jump links; letters without terms are shown but not linked. */
export function GlossaryPage() {
  const letters = useLoaderData() as GlossaryLetter[];
  const present = new Set(letters.map((letter) => letter.Letter));
  const count = letters.reduce((sum, letter) => sum + letter.Terms.length, 0);
  const { t, plural, section } = useI18n();
  return (
    <div className="fe-glossary">
      <Breadcrumbs
        items={[
          { label: t('shell.home'), href: '/' },
          { label: t('content.helpBreadcrumb'), href: '/help' },
          { label: t('content.glossaryBreadcrumb') },
        ]}
        labels={section('kitBreadcrumbs')}
      />
      <h1>{t('content.glossaryTitle')}</h1>
      <Text as="p" size="large" tone="muted" measure="large">
        {plural('content.glossaryLead', count)}
      </Text>
      <nav aria-label={t('content.glossaryLetters')} className="fe-az">
        <ul>
          {ALPHABET.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#letter-${letter.toLowerCase()}`}>{letter}</a>
              ) : (
                <span aria-disabled="true" title={t('content.noTermsUnder', { letter })}>
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {letters.map((letter) => (
        <section key={letter.Letter} aria-labelledby={`letter-${letter.Letter.toLowerCase()}`} className="fe-glossary__letter">
          <h2 id={`letter-${letter.Letter.toLowerCase()}`}>{letter.Letter}</h2>
          <dl>
            {letter.Terms.map((term) => (
              <div key={term.Id} className="fe-glossary__term">
                <dt id={term.Id}>{term.Term}</dt>
                <dd>
                  <RichText html={term.DefinitionHtml} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="fe-back-to-top">
            <a href="#main">{t('content.backToTop')}</a>
          </p>
        </section>
      ))}
    </div>
  );
}
