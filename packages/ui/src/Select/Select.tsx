import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { Icon } from '../Icon';
import { FieldError, FieldHint } from '../private/FieldMessages';
import { control, field, label as labelClass } from '../private/field.css';
import { empty, listbox, option as optionClass, placeholder as placeholderClass, root, trigger, value as valueClass } from './Select.css';

export type SelectOption = {
  /** Submitted value. */
  value: string;
  /** Text shown. */
  label: string;
  /** Not selectable. */
  disabled?: boolean;
};

export type SelectLabels = {
  /** Text when nothing is chosen. */
  placeholder: string;
  /** Text of an empty list (docs/product.md §8). */
  empty: string;
};

/** The select's English texts: the default of `labels` (`placeholder` and `emptyText` win over them). */
export const selectLabels: SelectLabels = {
  placeholder: 'Select…',
  empty: 'No Data',
};

export type SelectProps = {
  /** Visible label (also the accessible name). */
  label: string;
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** The choices; an empty list shows `emptyText`. */
  options: readonly SelectOption[];
  /** Controlled value. @default undefined */
  value?: string;
  /** Initial value when uncontrolled. @default undefined */
  defaultValue?: string;
  /** Called with the chosen value. @default undefined */
  onChange?: (value: string) => void;
  /** Text when nothing is chosen. @default labels.placeholder ('Select…') */
  placeholder?: string;
  /** Text of an empty list (docs/product.md §8). @default labels.empty ('No Data') */
  emptyText?: string;
  /** Texts, e.g. from a language pack. @default selectLabels (English) */
  labels?: Partial<SelectLabels>;
  /** Form field name: a hidden input carries the value in plain form posts. @default undefined */
  name?: string;
  /** Disables the control. @default false */
  disabled?: boolean;
  /** Help text. @default undefined */
  description?: string;
  /** Error message; marks the control invalid. @default undefined */
  error?: string;
  /** Start with the list open (stories, tests). @default false */
  defaultOpen?: boolean;
  /** id of the combobox. @default generated */
  id?: string;
  /** Ref to the combobox button. @default undefined */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A select-only combobox (WAI-ARIA APG pattern): a button that opens a listbox at most 300px high
 * (`vars.layout.selectMaxHeight`), with arrow keys, Home/End, type-ahead, Enter/Space and Escape.
 */
export function Select({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onChange,
  placeholder: placeholderProp,
  emptyText: emptyTextProp,
  labels,
  name,
  disabled = false,
  description,
  error,
  defaultOpen = false,
  id,
  ref,
}: SelectProps) {
  const text = { ...selectLabels, ...labels };
  const placeholder = placeholderProp ?? text.placeholder;
  const emptyText = emptyTextProp ?? text.empty;
  const autoId = useId();
  const comboId = id ?? `${autoId}-combobox`;
  const labelId = `${autoId}-label`;
  const listId = `${autoId}-listbox`;
  const descriptionId = description ? `${autoId}-description` : undefined;
  const errorId = error ? `${autoId}-error` : undefined;
  const optionId = (index: number) => `${autoId}-option-${index}`;

  const [innerValue, setInnerValue] = useState(defaultValue);
  const selectedValue = value ?? innerValue;
  const selectedIndex = options.findIndex((o) => o.value === selectedValue);
  const selected = options[selectedIndex];

  const [open, setOpen] = useState(defaultOpen);
  const [activeIndex, setActiveIndex] = useState(Math.max(selectedIndex, 0));
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const enabledIndexes = options.flatMap((o, i) => (o.disabled ? [] : [i]));

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const active = listRef.current?.querySelector<HTMLElement>('[data-active="true"]');
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };

  const choose = (index: number) => {
    const chosen = options[index];
    if (!chosen || chosen.disabled) return;
    if (value === undefined) setInnerValue(chosen.value);
    onChange?.(chosen.value);
    setOpen(false);
  };

  const step = (delta: 1 | -1) => {
    const position = enabledIndexes.indexOf(activeIndex);
    const next = enabledIndexes[Math.min(Math.max(position + delta, 0), enabledIndexes.length - 1)];
    if (next !== undefined) setActiveIndex(next);
  };

  const findByTyping = (key: string) => {
    const now = Date.now();
    typeahead.current = {
      text: now - typeahead.current.at > 700 ? key : typeahead.current.text + key,
      at: now,
    };
    const query = typeahead.current.text.toLowerCase();
    const match = enabledIndexes.find((i) => options[i]?.label.toLowerCase().startsWith(query));
    if (match !== undefined) openAt(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const first = enabledIndexes[0] ?? 0;
    const last = enabledIndexes[enabledIndexes.length - 1] ?? 0;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openAt(selectedIndex >= 0 ? selectedIndex : event.key === 'ArrowUp' ? last : first);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        openAt(event.key === 'Home' ? first : last);
      } else if (event.key.length === 1 && /\S/.test(event.key)) {
        findByTyping(event.key);
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        step(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) choose(activeIndex);
        else step(-1);
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(first);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) findByTyping(event.key);
    }
  };

  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={field}>
      {hideLabel ? null : (
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      )}
      <div className={root} ref={rootRef}>
        <button
          ref={ref}
          id={comboId}
          type="button"
          role="combobox"
          className={`${control} ${trigger}`}
          data-invalid={Boolean(error)}
          data-disabled={disabled}
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={hideLabel ? label : undefined}
          aria-labelledby={hideLabel ? undefined : labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-activedescendant={open && options.length > 0 ? optionId(activeIndex) : undefined}
          onClick={() => (open ? setOpen(false) : openAt(selectedIndex >= 0 ? selectedIndex : (enabledIndexes[0] ?? 0)))}
          onKeyDown={onKeyDown}
        >
          <span className={selected ? valueClass : `${valueClass} ${placeholderClass}`}>{selected ? selected.label : placeholder}</span>
          <Icon name="chevron-down" size="small" />
        </button>
        {open ? (
          <ul ref={listRef} id={listId} role="listbox" className={listbox} aria-label={label} tabIndex={-1}>
            {options.length === 0 ? (
              <li role="option" aria-selected={false} aria-disabled="true" className={`${optionClass} ${empty}`}>
                {emptyText}
              </li>
            ) : (
              options.map((o, index) => (
                <li
                  key={o.value}
                  id={optionId(index)}
                  role="option"
                  className={optionClass}
                  aria-selected={index === selectedIndex}
                  aria-disabled={o.disabled || undefined}
                  data-active={index === activeIndex}
                  onPointerMove={() => !o.disabled && setActiveIndex(index)}
                  onClick={() => choose(index)}
                >
                  {o.label}
                  {index === selectedIndex ? <Icon name="check" size="small" /> : null}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {name ? <input type="hidden" name={name} value={selectedValue ?? ''} /> : null}
      <FieldHint id={descriptionId}>{description}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
