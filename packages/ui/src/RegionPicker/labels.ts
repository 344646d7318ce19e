// The region menu's data shapes, defaults and strings, apart from its Radix code: a page can show
// the trigger and its labels without loading the menu (issue 10). The language picker's strings
// too, so the language pack can hold them while the picker's code loads later.

import { variantOptions } from '../private/variant-options';
import type { RegionPickerVariants } from './RegionPicker.css';

/** A selectable language of the region menu (select text and value). */
export type RegionLanguage = {
  /** Shown name, in its own language, e.g. 'Русский'. */
  text: string;
  /** Value stored in the `_lang` cookie, e.g. 'English'. */
  value: string;
  /** BCP 47 code of the name, so screen readers pronounce it right, e.g. 'ru'. */
  lang?: string;
};

/** A currency (docs/product.md §3). */
export type CurrencyOption = {
  /** Shown code, e.g. 'USD'. */
  text: string;
  /** Value stored in the `_currency` cookie. */
  value: string;
  /** Symbol, e.g. '$'. */
  symbol: string;
};

/** What Save hands back. */
export type RegionSelection = { language: string; currency: string };

/** Spec §2: the region menu offers English and Russian. */
export const defaultRegionLanguages: readonly RegionLanguage[] = [
  { text: 'English', value: 'English', lang: 'en' },
  { text: 'Русский', value: 'Russian', lang: 'ru' },
];

/** Spec §9: USD ($) and EUR (€). */
export const defaultCurrencies: readonly CurrencyOption[] = [
  { text: 'USD', value: 'USD', symbol: '$' },
  { text: 'EUR', value: 'EUR', symbol: '€' },
];

export const regionPickerTones = variantOptions<RegionPickerTone>()(['neutral', 'inverse']);
/** The trigger's colour scheme, from its recipe. */
export type RegionPickerTone = NonNullable<RegionPickerVariants['tone']>;

export const regionPickerLabels = {
  /** Accessible name prefix of the trigger. */
  trigger: 'Language and currency',
  language: 'Language',
  currency: 'Currency',
  /** Spec §2 note under the options. */
  note: 'Prices follow exchange rates and are for reference only.',
  save: 'Save',
};
export type RegionPickerLabels = Record<keyof typeof regionPickerLabels, string>;

export const languagePickerLabels = {
  /** Accessible name prefix of the trigger. */
  trigger: 'Language',
};
export type LanguagePickerLabels = Record<keyof typeof languagePickerLabels, string>;
