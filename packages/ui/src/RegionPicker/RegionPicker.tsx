import * as Menu from '@radix-ui/react-dropdown-menu';
import { useId, useState } from 'react';
import type { Ref } from 'react';
import { DropdownMenu } from '../DropdownMenu';
import * as styles from './RegionPicker.css';
import {
  defaultCurrencies,
  defaultRegionLanguages,
  regionPickerLabels,
  type CurrencyOption,
  type RegionLanguage,
  type RegionPickerLabels,
  type RegionSelection,
  type RegionPickerTone,
} from './labels';
import { RegionPickerTrigger } from './RegionPickerTrigger';

export { defaultCurrencies, defaultRegionLanguages, regionPickerLabels, regionPickerTones } from './labels';
export type { CurrencyOption, RegionLanguage, RegionPickerLabels, RegionSelection } from './labels';

export type RegionPickerProps = {
  /** Languages offered. @default English, Russian */
  languages?: readonly RegionLanguage[];
  /** Currencies offered. @default USD, EUR */
  currencies?: readonly CurrencyOption[];
  /** Current language value. @default 'English' */
  language?: string;
  /** Current currency value. @default 'USD' */
  currency?: string;
  /** Called by Save with the chosen language and currency (the app sets cookies and reloads). */
  onSave: (selection: RegionSelection) => void;
  /** Colours of the trigger: inverse for the dark top bar. @default 'neutral' */
  tone?: RegionPickerTone;
  /** Controlled open state (stories, tests). @default undefined */
  open?: boolean;
  /** Called when the menu opens or closes. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Fixed strings. @default English */
  labels?: Partial<RegionPickerLabels>;
  /** Ref to the trigger button. @default undefined */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The region menu of the top bar (Radix dropdown): language (English / Russian) and currency,
 * the exchange-rate note and Save; the menu is 390px high (docs/product.md §9).
 */
export function RegionPicker({
  languages = defaultRegionLanguages,
  currencies = defaultCurrencies,
  language = 'English',
  currency = 'USD',
  onSave,
  tone = 'neutral',
  open,
  onOpenChange,
  labels,
  ref,
}: RegionPickerProps) {
  const text = { ...regionPickerLabels, ...labels };
  const noteId = useId();
  const [draft, setDraft] = useState<RegionSelection>({ language, currency });
  const currentLanguage = languages.find((option) => option.value === language) ?? { text: language, value: language };
  const currentCurrency = currencies.find((option) => option.value === currency);

  const handleOpenChange = (next: boolean) => {
    if (next) setDraft({ language, currency });
    onOpenChange?.(next);
  };

  return (
    <DropdownMenu.Root modal={false} {...(open === undefined ? {} : { open })} onOpenChange={handleOpenChange}>
      <DropdownMenu.Trigger>
        <RegionPickerTrigger
          ref={ref}
          tone={tone}
          label={text.trigger}
          language={currentLanguage}
          currency={currentCurrency}
          currencyValue={currency}
        />
      </DropdownMenu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="end" sideOffset={6} collisionPadding={8} aria-describedby={noteId}>
          <Menu.Label className={styles.sectionLabel}>{text.language}</Menu.Label>
          <Menu.RadioGroup value={draft.language} onValueChange={(value) => setDraft((current) => ({ ...current, language: value }))}>
            {languages.map((option) => (
              <Menu.RadioItem
                key={option.value}
                value={option.value}
                className={styles.radioItem}
                onSelect={(event) => event.preventDefault()}
              >
                <span className={styles.radioMark}>
                  <Menu.ItemIndicator className={styles.radioDot} />
                </span>
                <span lang={option.lang}>{option.text}</span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className={styles.separator} />
          <Menu.Label className={styles.sectionLabel}>{text.currency}</Menu.Label>
          <Menu.RadioGroup value={draft.currency} onValueChange={(value) => setDraft((current) => ({ ...current, currency: value }))}>
            {currencies.map((option) => (
              <Menu.RadioItem
                key={option.value}
                value={option.value}
                className={styles.radioItem}
                onSelect={(event) => event.preventDefault()}
              >
                <span className={styles.radioMark}>
                  <Menu.ItemIndicator className={styles.radioDot} />
                </span>
                {option.text}
                <span className={styles.symbol}>{option.symbol}</span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <p id={noteId} className={styles.note}>
            {text.note}
          </p>
          <Menu.Item className={styles.save} onSelect={() => onSave(draft)}>
            {text.save}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </DropdownMenu.Root>
  );
}
