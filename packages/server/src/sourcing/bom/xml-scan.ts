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

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (!text) return attributes;
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(text); match; match = ATTRIBUTE.exec(text))
    attributes[localName(match[1]!)] = decodeEntities(match[2] ?? match[3] ?? '');
  return attributes;
}

/** A whole start or end tag: '/' if it ends an element, its name, its attributes, '/' if it closes itself. */
const TAG = /<(\/?)([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;

/** A start or end tag after its '<': '>' outside quoted attribute values ends it. */
const TAG_REST = /[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/y;

/** Where the tag opened at `start` ends, or -1 if it is not all in `text` yet. */
function tagEnd(text: string, start: number): number {
  TAG_REST.lastIndex = start + 1;
  return TAG_REST.test(text) ? TAG_REST.lastIndex - 1 : -1;
}

export class XmlScanner {
  private pending = '';

  constructor(private readonly handlers: XmlHandlers) {}

  write(chunk: string): void {
    let at = 0;
    if (this.pending) {
      at = this.finishPending(chunk);
      if (at < 0) return;
    }
    const text = chunk;
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
        this.pending = text.slice(lt);
        return;
      }
      this.markup(text, lt, end);
      at = end + 1;
    }
  }

  /**
   * Completes what the last chunk left unfinished using the start of this one, on a short string:
   * the chunk itself is never appended to, since V8 would then scan a concatenation, which costs a
   * copy of the whole chunk per tag. Returns where to go on in the chunk, or -1 if it is all pending.
   */
  private finishPending(chunk: string): number {
    const pending = this.pending;
    this.pending = '';
    if (!pending.startsWith('<')) {
      // An entity cut in two: the text up to the next tag.
      const lt = chunk.indexOf('<');
      if (lt < 0) {
        this.write(pending + chunk);
        return -1;
      }
      this.emitText(pending + chunk.slice(0, lt));
      return lt;
    }
    for (let take = 256; ; take *= 16) {
      const head = pending + chunk.slice(0, take);
      const end = this.markupEnd(head, 0);
      if (end >= 0) {
        this.markup(head, 0, end);
        return end + 1 - pending.length;
      }
      if (take >= chunk.length) {
        if (head.length > MAX_MARKUP_CHARACTERS) throw new XmlScanError('A tag is too long.');
        this.pending = head;
        return -1;
      }
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
    const second = text.charCodeAt(lt + 1);
    if (second === 0x21 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const end = text.indexOf('-->', lt + 4);
        return end < 0 ? -1 : end + 2;
      }
      if (text.startsWith('<![CDATA[', lt)) {
        const end = text.indexOf(']]>', lt + 9);
        return end < 0 ? -1 : end + 2;
      }
    } else if (second === 0x3f /* ? */) {
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
    TAG.lastIndex = lt;
    const tag = TAG.exec(text);
    if (!tag || TAG.lastIndex !== end + 1) throw new XmlScanError('A tag is not well formed.');
    const name = localName(tag[2]!);
    if (tag[1]) {
      if (tag[3] || tag[4]) throw new XmlScanError('An end tag has attributes.');
      this.handlers.close?.(name);
      return;
    }
    const selfClosing = tag[4] === '/';
    this.handlers.open?.(name, attributesOf(tag[3]!), selfClosing);
    if (selfClosing) this.handlers.close?.(name);
  }
}
