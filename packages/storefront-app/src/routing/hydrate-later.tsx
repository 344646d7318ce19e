import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type NamedExoticComponent } from 'react';

/**
 * What starts a part's code loading in the browser: `visible` when it nears the viewport,
 * `interaction` on the first pointer, focus or key on it, `idle` once the page has loaded and the
 * main thread is idle.
 */
export type HydrationTrigger = 'visible' | 'interaction' | 'idle';

/** A shell part rendered by the server as usual and hydrated later, from its own chunk. */
export type LaterPart<P extends object> = NamedExoticComponent<P> & {
  /** Loads the part's module; the server awaits it once before rendering, so it renders at once. */
  preload(): Promise<void>;
  /** In the browser: load and hydrate now, whatever the triggers. */
  hydrateNow(): void;
};

/** Distance (px) from the viewport at which a `visible` part starts loading. */
const NEAR_VIEWPORT = '400px 0px';
/** Longest wait (ms) for an idle moment after the page has loaded. */
const IDLE_TIMEOUT = 4000;
/** Where the browser has no requestIdleCallback: wait this long (ms) after load instead. */
const IDLE_FALLBACK = 1500;
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

const allParts = new Set<{ hydrateNow(): void }>();

/**
 * Hydrates every part at once. Call it before anything above the parts changes (a navigation):
 * React cannot hydrate a boundary whose context changed, and would otherwise hold the update
 * until the part's trigger fires.
 */
export function hydrateAllLaterParts(): void {
  for (const part of allParts) part.hydrateNow();
}

/**
 * A part of the page that the server renders synchronously, as if it were imported statically,
 * while the browser keeps the server's HTML as it is (a dehydrated Suspense boundary) and loads
 * the part's code only when one of `when` fires; React then hydrates it (selective hydration).
 * The part's props must not change before it hydrates (a changed prop makes React throw the
 * server HTML away): give it none, or values fixed for the page.
 */
export function hydrateLater<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  when: readonly HydrationTrigger[],
): LaterPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // React.lazy asks for the module while hydrating; the import itself waits for a trigger. If it
  // fails (offline; a deploy removed the chunk, and entry-client reloads the page) the server's
  // HTML stays as it is: its links and forms still work without the part's code.
  const Deferred = lazy(() =>
    released.then(loadOnce).then(
      (component) => ({ default: component }),
      () => new Promise<never>(() => {}),
    ),
  );

  function Part(props: P) {
    const marker = useRef<HTMLTemplateElement>(null);
    const pendingClick = useRef<HTMLElement | null>(null);
    const serverCopy = useRef<Node[]>([]);
    // Chosen once: swapping the lazy component for the loaded one later would remount the part.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Deferred);
    const disarm = useRef(() => {});

    useEffect(() => {
      if (loaded || !marker.current) return undefined;
      const elements = serverRenderedElements(marker.current);
      serverCopy.current = elements.map((element) => element.cloneNode(true));
      disarm.current = armTriggers(elements, when, part.hydrateNow, (event) => {
        // A press React could not deliver (the part's code was not there yet) is pressed again
        // once the part has hydrated; links and form submissions already acted natively.
        if (event.type === 'click' && !loaded)
          pendingClick.current = (event.target as Element).closest<HTMLElement>('button[type="button"]');
      });
      return () => disarm.current();
    }, []);

    const onHydrated = () => {
      disarm.current();
      if (!marker.current) return;
      restoreTypedValues(serverRenderedElements(marker.current));
      const click = pendingClick.current;
      pendingClick.current = null;
      if (click?.isConnected) click.click();
    };

    return (
      <>
        <template data-hydrate-later={name} ref={marker} />
        <Suspense fallback={<ServerCopy nodes={serverCopy} />}>
          <Shown {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </>
    );
  }

  const part = Object.assign(memo(Part), {
    preload: () => loadOnce().then(() => undefined),
    hydrateNow: () => {
      release();
      // A failure is the lazy component's to handle (above); here it would only be unhandled.
      loadOnce().catch(() => undefined);
    },
  });
  if (typeof window !== 'undefined') allParts.add(part);
  return part;
}

/**
 * What the part shows if React renders it in the browser before its code has come: React cannot
 * hydrate a boundary once a context above it changed in an update it will not hold back (a
 * browser back or forward, or a link to an anchor: React renders those at once so that the
 * browser can restore the scroll position), and would show the fallback in place of the server's
 * HTML. A copy of that HTML keeps the page as it was (links and forms work natively) until the
 * part's code has come and React renders it.
 */
function ServerCopy({ nodes }: { nodes: { current: Node[] } }) {
  const copy = nodes.current;
  if (copy.length === 0) return null;
  return (
    <div
      style={{ display: 'contents' }}
      ref={(container) => {
        if (container && !container.hasChildNodes()) container.append(...copy.map((node) => node.cloneNode(true)));
      }}
    />
  );
}

/** Runs its callback once the Suspense boundary it sits in has hydrated (its effects run then). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  const callback = useRef(onHydrated);
  useEffect(() => callback.current(), []);
  return null;
}

/**
 * The elements React rendered in the boundary that follows the marker, between its `<!--$-->`
 * and `<!--/$-->` comments (nested boundaries included).
 */
function serverRenderedElements(marker: Element): Element[] {
  const elements: Element[] = [];
  let depth = 0;
  for (let node = marker.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data.startsWith('$')) depth += 1;
      else if (data === '/$' && --depth === 0) break;
    } else if (node instanceof Element && depth > 0) {
      elements.push(node);
    }
  }
  return elements;
}

function armTriggers(
  elements: Element[],
  when: readonly HydrationTrigger[],
  start: () => void,
  onInteraction: (event: Event) => void,
): () => void {
  const cleanups: (() => void)[] = [];
  const fire = () => {
    start();
  };
  if (when.includes('visible') && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
      rootMargin: NEAR_VIEWPORT,
    });
    for (const element of elements) observer.observe(element);
    cleanups.push(() => observer.disconnect());
  }
  if (when.includes('interaction') || when.includes('visible')) {
    // On the window, in the capture phase: React's root listener stops events aimed at a
    // boundary it cannot hydrate yet, so a listener on the part itself would never hear them.
    const onEvent = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node) || !elements.some((element) => element.contains(target))) return;
      onInteraction(event);
      fire();
    };
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
    cleanups.push(() => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onEvent, { capture: true });
    });
  }
  if (when.includes('idle')) cleanups.push(afterLoadWhenIdle(fire));
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}

/** Calls `callback` once the page has loaded and the main thread is idle; returns a cancel. */
function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, IDLE_FALLBACK);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/**
 * Text typed into the part's fields before it hydrated is still in the page, but React's state
 * holds the server's value. Each such field is set back and the typed text entered again, so
 * React hears it as input (its change tracking sits on the element's own `value` property, the
 * prototype's setter bypasses it).
 */
function restoreTypedValues(elements: Element[]): void {
  for (const element of elements) {
    for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea',
    )) {
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
