import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it: `{name}` placeholders of `text` are replaced by the
 * nodes in `parts` (a link, a bold word), so a language can put them where its grammar wants.
 */
export function richText(text: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = text.split(/\{(\w+)\}/);
  return pieces.map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment> : piece));
}
