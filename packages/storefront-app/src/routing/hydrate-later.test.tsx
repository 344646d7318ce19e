// @vitest-environment jsdom
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAllLaterParts, hydrateLater } from './hydrate-later';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** A part whose module arrives only when the test says so, counting the times it was asked for. */
function controlledPart(name: string) {
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  const load = vi.fn(() => delivered.then(() => Counter));
  return { Part: hydrateLater(name, load, ['interaction']), load, deliver };
}

const isReacts = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

describe('hydrateLater', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    root = undefined;
    document.body.innerHTML = '';
  });

  it('renders a preloaded part at once on the server, after its marker, in a completed boundary', async () => {
    const { Part, deliver } = controlledPart('counter');
    deliver();
    await Part.preload();
    expect(renderToString(<Part label="Clicks" />)).toBe(
      '<template data-hydrate-later="counter"></template><!--$--><button type="button">Clicks<!-- --> <!-- -->0</button><!--/$-->',
    );
  });

  it('keeps the server HTML without loading the code, then hydrates on a press and presses again', async () => {
    // The server's copy and the browser's: one module, loaded on the one and not yet on the other.
    const server = controlledPart('counter');
    server.deliver();
    await server.Part.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<server.Part label="Clicks" />);
    document.body.append(container);
    const html = container.innerHTML;

    const { Part, load, deliver } = controlledPart('counter');
    const errors = vi.spyOn(console, 'error');
    const listening = vi.spyOn(window, 'addEventListener');
    root = hydrateRoot(container, <Part label="Clicks" />);
    const button = container.querySelector('button')!;
    await vi.waitFor(() => expect(container.querySelector('template')).toSatisfy(isReacts));
    // The part listens for its trigger from an effect, which React runs after the commit, later
    // than the fibers it puts on the DOM while hydrating: a press before that would go unheard.
    await vi.waitFor(() =>
      expect(listening).toHaveBeenCalledWith('click', expect.any(Function), expect.objectContaining({ capture: true })),
    );
    listening.mockRestore();
    // Hydrated around the part, not the part: its code was not even asked for.
    expect(isReacts(button)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);

    button.click();
    expect(load).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Clicks 0');
    deliver();
    await vi.waitFor(() => expect(button.textContent).toBe('Clicks 1'));
    expect(container.querySelector('button')).toBe(button);
    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('Clicks 2'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('loads every part at once when asked (before a navigation)', () => {
    const { load } = controlledPart('navigated');
    hydrateAllLaterParts();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
