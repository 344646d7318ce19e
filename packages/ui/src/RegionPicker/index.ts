export { RegionPicker, regionPickerLabels, regionPickerTones, defaultRegionLanguages, defaultCurrencies } from './RegionPicker';
export type { RegionPickerProps, RegionPickerLabels, RegionLanguage, RegionSelection, CurrencyOption } from './RegionPicker';
export { LanguagePicker, languagePickerLabels } from './LanguagePicker';
export type { LanguagePickerProps, LanguagePickerLabels } from './LanguagePicker';
export { languageCodes, languageNames, rtlLanguages } from './languages';
export type { LanguageCode } from './languages';
export { Flag } from './flags';
export type { FlagProps } from './flags';
