import type { en } from './packs/en';

/** A language pack: sections of entries, read as 'section.key' (docs/product.md §3). */
export type Pack = typeof en;
export type SectionName = keyof Pack;
export type TranslationKey = { [S in SectionName]: `${S}.${Extract<keyof Pack[S], string>}` }[SectionName];

/**
 * What another language's pack must hold: every English key of every section. Extra keys are
 * allowed for plural forms English does not have (Russian `_few` and `_many`).
 */
export type PackShape = { [S in SectionName]: SectionShape<S> };
export type SectionShape<S extends SectionName> = Record<keyof Pack[S], string> & Record<string, string>;

/** Sections, each whole or in part: what a pack holds while pages load its parts (i18n/load.ts). */
export type PackSections = { [S in SectionName]?: Partial<Pack[S]> };

/**
 * What another language's part of a section must hold (a section split into parts that pages load
 * on their own, i18n/load.ts): every key of the English part, plus plural forms.
 */
export type PartShape<English> = Record<keyof English, string> & Record<string, string>;

/** Entries that override the English pack, by 'section.key' (translation-memory languages). */
export type Overlay = Record<string, string>;

/** Every entry of a pack as ['section.key', text] pairs, in pack order. */
export function flattenPack(pack: Record<string, Record<string, string>>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [section, keys] of Object.entries(pack)) {
    for (const [key, text] of Object.entries(keys)) entries.push([`${section}.${key}`, text]);
  }
  return entries;
}
