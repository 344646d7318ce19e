import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

/** Attributes Radix gives a closed menu trigger: the stand-in trigger looks and reads the same. */
export const closedTriggerAttributes = { 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' } as const;

/**
 * A menu whose code (Radix) loads on first use rather than with the page: until then the page
 * shows a stand-in trigger with the `intent` handlers. Hover and focus start loading; a press
 * (click, Enter, Space, ArrowDown) makes `Menu` the loaded component, to render open in the
 * stand-in's place. Swapping only on a press means no click can land between the two triggers.
 */
export function useDeferredMenu<M>(load: () => Promise<M>) {
  const [Menu, setMenu] = useState<M | null>(null);
  const loading = useRef<Promise<M> | null>(null);
  const prefetch = () => {
    loading.current ??= load();
  };
  const open = () => {
    prefetch();
    // A function component is a function: wrap it, or useState would call it as an updater.
    void loading.current!.then((loaded) => setMenu(() => loaded));
  };
  const intent = {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: open,
    // The keys a Radix trigger opens on.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      open();
    },
  };
  return { Menu, intent };
}
