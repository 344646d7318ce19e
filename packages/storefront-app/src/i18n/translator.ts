import { directionOf, localeOf } from './languages';
import type { Overlay, Pack, PackSections, SectionName, TranslationKey } from './pack';
import { numberFormat } from '@ferrite/contract/number-format';

export type Params = Record<string, string | number>;

/** Reads a language pack by 'section.key', with English for whatever the pack lacks (docs/product.md §8). */
export interface Translator {
  lang: string;
  /** BCP 47 locale for Intl. */
  locale: string;
  dir: 'ltr' | 'rtl';
  /** The entry, with `{name}` placeholders replaced. */
  t(key: TranslationKey, params?: Params): string;
  /** The plural form of `key` for `count` (`key_one`, `key_few`, `key_many`, `key_other`); `{count}` is filled in. */
  plural(key: PluralKey, count: number, params?: Params): string;
  /** A whole section, for kit components that take a `labels` object. */
  section<S extends SectionName>(name: S): Record<keyof Pack[S], string>;
  /** Adds sections loaded later (a page's part of the pack, see load.ts), in this language and in English. */
  addSections(own: PackSections, english?: PackSections): void;
  /**
   * Catalogue data in this language: a category, parameter or packaging name, a parameter value or a
   * generated category description, by its English text (i18n/terms). What the terms do not hold
   * stays as written: part numbers, codes, numbers with units.
   */
  term(english: string): string;
  /** Adds catalogue terms (loaded with the pack's parts, see load.ts). */
  addTerms(terms: Terms): void;
}

/** Catalogue terms of one language: translations by English text, and the generated descriptions' wording. */
export interface Terms {
  words: Readonly<Record<string, string>>;
  /** '{name}: in-stock parts…' of a leaf category; `{name}` and `{parent}` are translated names. */
  leafDescription?: string;
  leafDescriptionWithParent?: string;
  /** How a list of names is joined ('{first}, {second}'), and the sentence of a category's children. */
  listSeparator?: string;
}

// The demo catalogue's generated descriptions (packages/demo-catalog/src/categories.ts): a leaf
// says what its page offers, a branch lists its children. Anything else is looked up whole.
const LEAF_DESCRIPTION = /^(.+?)(?: \((.+)\))?: in-stock parts with datasheets, quantity price breaks and parametric filters\.$/;
const BRANCH_DESCRIPTION = /^(.+?): (.+)\.$/;
const LATIN_WORDS = /[A-Za-z][A-Za-z'’-]*(?: [A-Za-z][A-Za-z'’-]*)*/g;

/** Keys that have plural forms: the part before `_other`. */
export type PluralKey = TranslationKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Adds sections (or parts of them) to a pack without changing the objects it already holds. Says whether any entry was new. */
export function mergeSections(into: PackSections, added: PackSections): boolean {
  const target = into as Record<string, Record<string, string> | undefined>;
  let grew = false;
  for (const [name, entries] of Object.entries(added as Record<string, Record<string, string>>)) {
    const held = target[name];
    if (held && Object.keys(entries).every((key) => key in held)) continue;
    target[name] = { ...held, ...entries };
    grew = true;
  }
  return grew;
}

/**
 * Builds a translator over `pack` (a complete pack, or English) plus an overlay of translated
 * entries; every lookup that misses both falls back to English, then to the key itself. The packs
 * may hold only some sections at first; addSections brings in the rest as pages need them.
 */
export function createTranslator(lang: string, ownPack: PackSections, englishPack: PackSections, overlay: Overlay = {}): Translator {
  const pack: PackSections = { ...ownPack };
  const english: PackSections = { ...englishPack };
  const locale = localeOf(lang);
  const pluralRules = new Intl.PluralRules(locale);
  const lookup = (key: string): string | undefined => {
    if (key in overlay) return overlay[key];
    const dot = key.indexOf('.');
    const section = key.slice(0, dot);
    const entry = key.slice(dot + 1);
    const own = (pack as unknown as Record<string, Record<string, string> | undefined>)[section]?.[entry];
    if (own !== undefined) return own;
    return (english as unknown as Record<string, Record<string, string> | undefined>)[section]?.[entry];
  };
  const sections = new Map<string, Record<string, string>>();
  const terms: Terms = { words: {} };
  const word = (english: string): string | undefined => terms.words[english] ?? terms.words[english.trim()];
  // A branch's children joined with ', ', where a name may hold a comma itself ('Flip-Flops, Latches &
  // Shift Registers'): the longest known name at each step, or nothing when a part is not a name.
  const knownNames = (parts: string[]): string[] | undefined => {
    const names: string[] = [];
    for (let start = 0; start < parts.length;) {
      let end = parts.length;
      while (end > start && word(parts.slice(start, end).join(', ')) === undefined) end -= 1;
      if (end === start) return undefined;
      names.push(word(parts.slice(start, end).join(', '))!);
      start = end;
    }
    return names;
  };
  const term = (english: string): string => {
    const whole = word(english);
    if (whole !== undefined) return whole;
    if (Object.keys(terms.words).length === 0) return english;
    const leaf = LEAF_DESCRIPTION.exec(english);
    if (leaf && terms.leafDescription) {
      const [, name, parent] = leaf;
      const template = parent !== undefined && terms.leafDescriptionWithParent ? terms.leafDescriptionWithParent : terms.leafDescription;
      return fill(template, { name: term(name!), parent: parent === undefined ? '' : term(parent) });
    }
    const branch = BRANCH_DESCRIPTION.exec(english);
    if (branch) {
      const name = word(branch[1]!);
      const children = knownNames(branch[2]!.split(', '));
      if (name !== undefined && children) return `${name}: ${children.join(terms.listSeparator ?? ', ')}.`;
    }
    // A value of several parts ('Header, Shrouded') or with words among its figures
    // ('0603 (1608 Metric)', '0.5 Ohm'): each known run of words is replaced, the rest kept.
    const pieces = english.split(', ').map((piece) => word(piece) ?? piece.replace(LATIN_WORDS, (run) => word(run) ?? run));
    return pieces.join(terms.listSeparator ?? ', ');
  };
  return {
    lang,
    locale,
    dir: directionOf(lang),
    t: (key, params) => fill(lookup(key) ?? key, params),
    plural(key, count, params) {
      const form = pluralRules.select(count);
      const text = lookup(`${key}_${form}`) ?? lookup(`${key}_other`) ?? key;
      return fill(text, { count: numberFormat(locale).format(count), ...params });
    },
    section(name) {
      let cached = sections.get(name);
      if (!cached) {
        cached = {};
        const loaded = english[name] ?? pack[name];
        for (const key of Object.keys(loaded ?? {})) cached[key] = lookup(`${name}.${key}`) ?? key;
        // A section not loaded yet is not remembered empty.
        if (loaded) sections.set(name, cached);
      }
      return cached as Record<keyof Pack[typeof name], string>;
    },
    addSections(own, englishSections = {}) {
      // A section may come in parts (a page loads the part it reads): each adds to what is there.
      mergeSections(pack, own);
      mergeSections(english, englishSections);
      for (const name of [...Object.keys(own), ...Object.keys(englishSections)]) sections.delete(name);
    },
    term,
    addTerms(added) {
      Object.assign(terms, added, { words: { ...terms.words, ...added.words } });
    },
  };
}
