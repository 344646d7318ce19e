import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { list, panel, root, tab } from './Tabs.css';

export type TabItem = {
  /** Identifies the tab. */
  value: string;
  /** Tab text. */
  label: ReactNode;
  /** Panel content. */
  content: ReactNode;
  /** Not selectable. */
  disabled?: boolean;
};

export type TabsProps = {
  /** Accessible name of the tab list, e.g. 'Product information'. */
  label: string;
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** Controlled selected value. @default undefined */
  value?: string;
  /** Initial value when uncontrolled. @default the first enabled tab */
  defaultValue?: string;
  /** Called with the selected value. @default undefined */
  onChange?: (value: string) => void;
};

/**
 * Tabs (WAI-ARIA APG, automatic activation): arrow keys move and select (mirrored in RTL),
 * Home/End jump; only the selected tab is in the tab order. All panels are rendered for SSR.
 */
export function Tabs({ label, tabs, value, defaultValue, onChange }: TabsProps) {
  const id = useId();
  const enabled = tabs.filter((t) => !t.disabled);
  const [inner, setInner] = useState(defaultValue ?? enabled[0]?.value);
  const selected = value ?? inner;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
    refs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const position = enabled.findIndex((t) => t.value === selected);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: TabItem | undefined;
    if (event.key === forward) next = enabled[(position + 1) % enabled.length];
    else if (event.key === backward) next = enabled[(position - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (next) {
      event.preventDefault();
      select(next.value);
    }
  };

  return (
    <div className={root}>
      <div role="tablist" aria-label={label} className={list} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.value}
            ref={(element) => {
              if (element) refs.current.set(t.value, element);
              else refs.current.delete(t.value);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.value}`}
            aria-selected={t.value === selected}
            aria-controls={`${id}-panel-${t.value}`}
            tabIndex={t.value === selected ? 0 : -1}
            disabled={t.disabled}
            className={tab}
            onClick={() => select(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.value}
          role="tabpanel"
          id={`${id}-panel-${t.value}`}
          aria-labelledby={`${id}-tab-${t.value}`}
          hidden={t.value !== selected}
          tabIndex={0}
          className={panel}
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
