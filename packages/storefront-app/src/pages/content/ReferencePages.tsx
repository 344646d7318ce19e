import { Link, useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '@ferrite/ui';
import type { FaqSection, GlossaryLetter } from '../../api/contract';
import { slugOf } from './sections';
import { RichText } from './RichText';

/** /FAQs: questions by section as a native accordion (<details>), so it works without JavaScript. */
export function FaqPage() {
  const sections = useLoaderData() as FaqSection[];
  const count = sections.reduce((sum, section) => sum + section.Items.length, 0);
  return (
    <div className="fe-faq">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Help', href: '/help' }, { label: 'FAQs' }]} />
      <h1>Frequently asked questions</h1>
      <p className="fe-lead">
        {count} answers about ordering, stock, shipping, payment, returns and your account. For anything else, <Link to="/ContactUs">contact us</Link>.
      </p>
      <nav aria-label="FAQ sections" className="fe-chip-nav">
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
  return (
    <div className="fe-glossary">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Help', href: '/help' }, { label: 'Glossary' }]} />
      <h1>Glossary of electronics and distribution terms</h1>
      <p className="fe-lead">{count} terms you meet on datasheets, quotes, order confirmations and packing slips, from AEC-Q200 to Zener diode.</p>
      <nav aria-label="Glossary letters" className="fe-az">
        <ul>
          {ALPHABET.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#letter-${letter.toLowerCase()}`}>{letter}</a>
              ) : (
                <span aria-disabled="true" title={`No terms under ${letter}`}>
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
            <a href="#main">Back to top</a>
          </p>
        </section>
      ))}
    </div>
  );
}
