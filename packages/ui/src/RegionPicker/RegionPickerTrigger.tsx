import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Icon } from '../Icon';
import type { CurrencyOption, RegionLanguage, RegionPickerTone } from './labels';
import * as styles from './RegionPicker.css';

export type RegionPickerTriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'children'> & {
  /** Accessible name prefix, e.g. 'Language and currency'. */
  label: string;
  /** The current language. */
  language: RegionLanguage;
  /** The current currency, when it is one of the offered ones. @default undefined */
  currency?: CurrencyOption | undefined;
  /** The current currency's value, shown when it is not offered. */
  currencyValue: string;
  /** Colours: inverse for the dark top bar. @default 'neutral' */
  tone?: RegionPickerTone;
  /** Ref to the button. @default undefined */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The region menu's button (globe, language / currency, chevron). RegionPicker wraps it in the
 * Radix trigger; a page may show it alone until the menu's code has loaded.
 */
export function RegionPickerTrigger({
  label,
  language,
  currency,
  currencyValue,
  tone = 'neutral',
  ref,
  ...button
}: RegionPickerTriggerProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.trigger({ tone })}
      aria-label={`${label}: ${language.text}, ${currency?.text ?? currencyValue}`}
      {...button}
    >
      <Icon name="globe" size="small" />
      <span lang={language.lang}>{language.text}</span>
      <span aria-hidden="true">/</span>
      <span>{currency ? `${currency.text} ${currency.symbol}` : currencyValue}</span>
      <Icon name="chevron-down" size="xsmall" />
    </button>
  );
}
