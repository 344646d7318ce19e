import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { Icon } from '../Icon';
import { adjusted as adjustedClass, group, hint as hintClass, input, label as labelClass, root, stepButton } from './QuantityInput.css';
import { parseQuantity, quantityAdjustment, snapQuantity } from './snapQuantity';
import { quantityInputLabels } from './labels';

export type QuantityInputLabels = {
  /** Accessible name of the field. */
  quantity: string;
  decrease: string;
  increase: string;
  /** Rule text under the field when min or step > 1; `{min}` and `{step}` are replaced. */
  rules: string;
  /** What a typed quantity becomes and why, shown before it is used; `{quantity}` and `{reason}` are replaced. */
  adjusted: string;
  /** The reason when the quantity is below the minimum; `{min}` is replaced. */
  reasonMinimum: string;
  /** The reason when the quantity is not a multiple of the step; `{step}` is replaced. */
  reasonMultiple: string;
  /** The reason when the quantity is above the maximum; `{max}` is replaced. */
  reasonMaximum: string;
};

export type QuantityInputProps = {
  /** Accessible name of the field. @default labels.quantity ('Quantity') */
  label?: string;
  /** Show the label above the field. @default false */
  showLabel?: boolean;
  /** Controlled quantity (pieces). @default undefined */
  value?: number;
  /** Initial quantity when uncontrolled. @default min */
  defaultValue?: number;
  /** Called with a valid (snapped) quantity after +/-, arrow keys, Enter or blur. @default undefined */
  onChange?: (quantity: number) => void;
  /** Minimum order quantity. @default 1 */
  min?: number;
  /** Order multiple: every quantity is a multiple of it. @default 1 */
  step?: number;
  /** Maximum, e.g. stock on hand. @default undefined (no maximum) */
  max?: number;
  /** Rule text under the field; empty hides it. @default labels.rules ('Min. {min} · Multiples of {step}') when min or step > 1 */
  hint?: string;
  /** Label of the minus button. @default labels.decrease ('Decrease quantity') */
  decreaseLabel?: string;
  /** Label of the plus button. @default labels.increase ('Increase quantity') */
  increaseLabel?: string;
  /** All texts at once, e.g. from a language pack. @default quantityInputLabels (English) */
  labels?: Partial<QuantityInputLabels>;
  /** Locale for the numbers in the adjustment note, e.g. 'de'. @default undefined (the runtime's) */
  locale?: string;
  /** Form field name. @default undefined */
  name?: string;
  /** Disables the control. @default false */
  disabled?: boolean;
  /** Ref to the input. @default undefined */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A quantity field with − / + buttons that keeps quantities valid: at least `min`, multiples of
 * `step`, at most `max`. Typed values snap up to the next multiple when the field loses focus;
 * text that is not a whole number (empty, `1.5`, `-3`, `abc`) gives the field its quantity back
 * and calls no `onChange`: a slip of the keyboard never changes an order (`1.5` used to become 15).
 * A typed quantity the rules change is never changed silently: while it is typed, and after it
 * snapped, a note under the field says what it becomes and why ("250 will be added: sold in
 * multiples of 250"), until the quantity is changed again.
 */
export function QuantityInput({
  label: labelProp,
  showLabel = false,
  value,
  defaultValue,
  onChange,
  min = 1,
  step = 1,
  max,
  hint,
  decreaseLabel: decreaseProp,
  increaseLabel: increaseProp,
  name,
  disabled = false,
  ref,
  labels,
  locale,
}: QuantityInputProps) {
  const text = { ...quantityInputLabels, ...labels };
  const label = labelProp ?? text.quantity;
  const decreaseLabel = decreaseProp ?? text.decrease;
  const increaseLabel = increaseProp ?? text.increase;
  const rules = { min, step, max };
  const id = useId();
  const [inner, setInner] = useState(() => snapQuantity(defaultValue ?? min, rules));
  const current = value ?? inner;
  const [draft, setDraft] = useState<string | null>(null);
  // The typed quantity the rules changed, and what it became: the note stays while that is the quantity.
  const [snappedFrom, setSnappedFrom] = useState<{ typed: number; to: number } | null>(null);
  // The − / + buttons only work with JavaScript: rendered by the server (or clicked before the page
  // hydrates) they would do nothing, so they stay disabled until this component runs in the browser.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const commit = (next: number, typed = false) => {
    const snapped = snapQuantity(next, rules);
    setDraft(null);
    setSnappedFrom(typed && snapped !== next ? { typed: next, to: snapped } : null);
    if (value === undefined) setInner(snapped);
    if (snapped !== current || next !== snapped) onChange?.(snapped);
  };
  const commitDraft = (typed: string) => {
    const quantity = parseQuantity(typed);
    if (quantity === null) setDraft(null);
    else commit(quantity, true);
  };

  const lowest = snapQuantity(min, rules);
  const highest = max === undefined ? Number.POSITIVE_INFINITY : snapQuantity(max, rules);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      commit(current + step);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      commit(current - step);
    } else if (event.key === 'Enter' && draft !== null) {
      commitDraft(draft);
    }
  };

  const hintText = hint ?? (min > 1 || step > 1 ? text.rules.replace('{min}', String(min)).replace('{step}', String(step)) : '');
  const hintId = hintText ? `${id}-hint` : undefined;

  // The quantity being typed, else the one typed last if the rules changed it and it still stands.
  const typedDraft = draft === null ? null : parseQuantity(draft);
  const asked = typedDraft ?? (draft === null && snappedFrom?.to === current ? snappedFrom.typed : null);
  const reason = asked === null ? undefined : quantityAdjustment(asked, rules);
  const number = (quantity: number) => new Intl.NumberFormat(locale).format(quantity);
  const note =
    asked === null || reason === undefined
      ? ''
      : text.adjusted
          .replace('{quantity}', number(snapQuantity(asked, rules)))
          .replace(
            '{reason}',
            reason === 'minimum'
              ? text.reasonMinimum.replace('{min}', number(lowest))
              : reason === 'multiple'
                ? text.reasonMultiple.replace('{step}', number(step))
                : text.reasonMaximum.replace('{max}', number(highest)),
          );
  const noteId = `${id}-adjusted`;
  const describedBy = [hintId, note ? noteId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={root}>
      {showLabel ? (
        <label className={labelClass} htmlFor={id}>
          {label}
        </label>
      ) : null}
      <div className={group}>
        <button
          type="button"
          className={stepButton}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={disabled || !live || current <= lowest}
          onClick={() => commit(current - step)}
        >
          <Icon name="minus" size="small" />
        </button>
        <input
          ref={ref}
          id={id}
          name={name}
          className={input}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          autoComplete="off"
          aria-label={showLabel ? undefined : label}
          aria-valuenow={current}
          aria-valuemin={lowest}
          aria-valuemax={Number.isFinite(highest) ? highest : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={draft ?? String(current)}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => draft !== null && commitDraft(draft)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={disabled || !live || current >= highest}
          onClick={() => commit(current + step)}
        >
          <Icon name="plus" size="small" />
        </button>
      </div>
      {hintText ? (
        <span id={hintId} className={hintClass}>
          {hintText}
        </span>
      ) : null}
      {/* A live region without the status role: the form's own result message stays its one status. */}
      <span id={noteId} className={adjustedClass} aria-live="polite">
        {note}
      </span>
    </div>
  );
}
