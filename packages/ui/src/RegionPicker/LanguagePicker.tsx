import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, Ref } from 'react';
import { Icon } from '../Icon';
import { Flag } from './flags';
import { languageCodes, languageNames, rtlLanguages } from './languages';
import type { LanguageCode } from './languages';
import { languagePickerLabels } from './labels';
import type { LanguagePickerLabels } from './labels';
import * as styles from './RegionPicker.css';
import type { RegionPickerTone } from './labels';

export type LanguagePickerProps = {
  /** The current language. @default 'en' */
  value?: LanguageCode;
  /** Called with the chosen language's code. */
  onSelect: (code: LanguageCode) => void;
  /** Languages offered, in order. @default all 16 of docs/product.md §9 */
  languages?: readonly LanguageCode[];
  /** Colours of the trigger: inverse for the dark top bar. @default 'neutral' */
  tone?: RegionPickerTone;
  /** Open at first render (stories). @default false */
  defaultOpen?: boolean;
  /** Fixed strings. @default English */
  labels?: Partial<LanguagePickerLabels>;
  /** Ref to the trigger button. @default undefined */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The 16-language picker with flags. The panel opens on hover and on keyboard focus (docs/product.md §2),
 * and by click or tap; arrow keys move through the languages, Escape closes.
 */
export function LanguagePicker({
  value = 'en',
  onSelect,
  languages = languageCodes,
  tone = 'neutral',
  defaultOpen = false,
  labels,
  ref,
}: LanguagePickerProps) {
  const text = { ...languagePickerLabels, ...labels };
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  /** Focus returned to the trigger by the picker itself must not reopen the panel. */
  const returningFocus = useRef(false);
  /** Option to focus once the panel is shown (index; negative counts from the end). */
  const [focusTarget, setFocusTarget] = useState<number | null>(null);

  const options = () => Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-language]') ?? []);
  const focusOption = (index: number) => {
    const list = options();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open || focusTarget === null) return;
    focusOption(focusTarget);
    setFocusTarget(null);
  }, [open, focusTarget]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      returningFocus.current = true;
      triggerRef.current?.focus();
      returningFocus.current = false;
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = options();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    switch (event.key) {
      case 'Escape':
        if (open) {
          event.preventDefault();
          close(true);
        }
        break;
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setFocusTarget(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setFocusTarget(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
      case 'End':
        if (at >= 0) {
          event.preventDefault();
          focusOption(event.key === 'Home' ? 0 : -1);
        }
        break;
      default:
        break;
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={styles.languageRoot}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        if (!rootRef.current?.contains(document.activeElement)) setOpen(false);
      }}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={(node) => {
          triggerRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        type="button"
        className={styles.trigger({ tone })}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => {
          if (!returningFocus.current) setOpen(true);
        }}
        onClick={() => setOpen(true)}
      >
        <Flag code={value} className={styles.flag} />
        <span>
          <span className={styles.hiddenText}>{text.trigger}: </span>
          <span lang={value} dir={rtlLanguages.has(value) ? 'rtl' : undefined}>
            {languageNames[value]}
          </span>
        </span>
        <Icon name="chevron-down" size="xsmall" />
      </button>
      <div id={panelId} className={styles.languagePanel} hidden={!open}>
        <ul className={styles.languageList}>
          {languages.map((code) => (
            <li key={code}>
              <button
                type="button"
                data-language={code}
                className={styles.languageOption}
                lang={code}
                dir={rtlLanguages.has(code) ? 'rtl' : undefined}
                aria-current={code === value ? 'true' : undefined}
                onClick={() => {
                  onSelect(code);
                  close(true);
                }}
              >
                <Flag code={code} className={styles.flag} />
                {languageNames[code]}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
