import { useSnapshot } from 'valtio';
import { LanguagePicker, type LanguageCode } from '@ferrite/ui/shop';
import { useI18n } from '../i18n';
import { useServices, useStores } from '../state/context';
import { LANGUAGE_NAMES, languageCodeOf, writeCookie } from './region';
import { RegionMenu } from './RegionMenu';
import { goToRegionSite } from './site-map';

/** The top bar's language picker and region menu, wired to the `_lang` and `_currency` cookies. */
export function RegionPickers() {
  const { api } = useServices();
  const business = useSnapshot(useStores().business);
  const { section } = useI18n();
  // Spec §4: a language change sets _lang and reloads only if the language is another one.
  const chooseLanguage = (code: LanguageCode) => {
    if (code === business.lang) return;
    writeCookie('_lang', code);
    window.location.reload();
  };
  return (
    <>
      <LanguagePicker
        tone="inverse"
        value={business.lang as LanguageCode}
        onSelect={chooseLanguage}
        labels={section('kitLanguagePicker')}
      />
      <RegionMenu
        labels={section('kitRegionPicker')}
        tone="inverse"
        language={LANGUAGE_NAMES[business.lang] ?? 'English'}
        currency={business.currency}
        currencies={business.currencyList}
        onSave={({ language, currency }) => {
          writeCookie('_lang', languageCodeOf(language));
          writeCookie('_currency', currency);
          void goToRegionSite(api, language, languageCodeOf(language));
        }}
      />
    </>
  );
}
