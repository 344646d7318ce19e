import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TableOfContents as KitTableOfContents } from '@ferrite/ui';

/**
 * HTML the API rendered from Markdown and sanitised (allow-listed tags and attributes, no scripts,
 * no event attributes, no javascript: URLs); nothing else may be passed here. Links into the site
 * navigate inside the app; others behave as ordinary links.
 */
/**
 * Articles, help and policy texts are written in English only (they have no language column), so
 * on an Arabic page they are marked English and isolated left to right: a full stop stays at the
 * end of its sentence and a list's bullets on its left.
 */
export function EnglishText({ children }: { children: string }) {
  return (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  // The handler only delegates clicks on links, which stay ordinary keyboard-reachable anchors.
  return (
    <div
      lang="en"
      dir="ltr"
      className={`fe-prose ${className}`.trim()}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Table of contents from the page's h2/h3 headings. */
export function TableOfContents({ headings, label }: { headings: { Id: string; Text: string; Level: 2 | 3 }[]; label: string }) {
  if (headings.length < 2) return null;
  return (
    <KitTableOfContents
      title={label}
      items={headings.map((heading) => ({ href: `#${heading.Id}`, label: heading.Text, sub: heading.Level === 3 }))}
    />
  );
}
