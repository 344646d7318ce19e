/**
 * A streaming XML tokenizer for the parts of a workbook: fed text chunk by chunk, it reports start
 * tags (with attributes), end tags and text, holding no more than one unfinished tag between chunks.
 * Names lose their namespace prefix (x:row is row). Only the five XML entities and character
 * references are decoded; a DOCTYPE (which could declare more) is refused, as no workbook has one.
 */

export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>, selfClosing: boolean): void;
  close?(name: string): void;
  /** Text between tags, entities decoded; one run of text may arrive in several pieces. */
  text?(text: string): void;
}

/** The XML is not well formed enough to read, or holds a construct no workbook needs. */
export class XmlScanError extends Error {}

/** Longest tag, comment or CDATA section kept whole while waiting for its end. */
export const MAX_MARKUP_CHARACTERS = 1024 * 1024;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name]!;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function attributesOf(body: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of body.matchAll(/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes[localName(match[1]!)] = decodeEntities(match[2] ?? match[3] ?? '');
  return attributes;
}

/** Where the tag opened at `start` ends ('>' outside quoted attribute values), or -1 if not in `text` yet. */
function tagEnd(text: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
  }
  return -1;
}

export class XmlScanner {
  private pending = '';

  constructor(private readonly handlers: XmlHandlers) {}

  write(chunk: string): void {
    const text = this.pending + chunk;
    this.pending = '';
    let at = 0;
    while (at < text.length) {
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        // Keep an entity cut by the chunk boundary for the next chunk.
        const amp = text.lastIndexOf('&');
        const cut = amp >= at && amp > text.length - 12 && !text.includes(';', amp) ? amp : text.length;
        this.emitText(text.slice(at, cut));
        this.pending = text.slice(cut);
        return;
      }
      if (lt > at) this.emitText(text.slice(at, lt));
      const end = this.markupEnd(text, lt);
      if (end < 0) {
        if (text.length - lt > MAX_MARKUP_CHARACTERS) throw new XmlScanError('A tag is too long.');
        this.pending = text.slice(lt);
        return;
      }
      this.markup(text, lt, end);
      at = end + 1;
    }
  }

  /** The document ended: anything left unfinished means it was cut short. */
  end(): void {
    if (this.pending.startsWith('<')) throw new XmlScanError('The XML ends inside a tag.');
    if (this.pending) this.emitText(this.pending);
    this.pending = '';
  }

  private emitText(text: string): void {
    if (text) this.handlers.text?.(decodeEntities(text));
  }

  /** Index of the last character of the markup starting at `lt`, or -1 if it is not complete yet. */
  private markupEnd(text: string, lt: number): number {
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      return end < 0 ? -1 : end + 2;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      return end < 0 ? -1 : end + 2;
    }
    if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt + 2);
      return end < 0 ? -1 : end + 1;
    }
    return tagEnd(text, lt);
  }

  private markup(text: string, lt: number, end: number): void {
    const second = text[lt + 1];
    if (second === '?') return;
    if (second === '!') {
      if (text.startsWith('<![CDATA[', lt)) this.handlers.text?.(text.slice(lt + 9, end - 2));
      else if (!text.startsWith('<!--', lt)) throw new XmlScanError('A DOCTYPE or other declaration is not allowed.');
      return;
    }
    if (second === '/') {
      this.handlers.close?.(localName(text.slice(lt + 2, end).trim()));
      return;
    }
    const selfClosing = text[end - 1] === '/';
    const body = text.slice(lt + 1, selfClosing ? end - 1 : end);
    const space = body.search(/\s/);
    const name = localName(space < 0 ? body : body.slice(0, space));
    if (!name) throw new XmlScanError('A tag has no name.');
    this.handlers.open?.(name, space < 0 ? {} : attributesOf(body.slice(space)), selfClosing);
    if (selfClosing) this.handlers.close?.(name);
  }
}
