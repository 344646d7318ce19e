import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { message as messageClass, snackbar, viewport } from './Snackbar.css';
import { variantOptions } from '../private/variant-options';
import type { SnackbarVariants } from './Snackbar.css';

/** Message types: the `state` of an API response (docs/product.md §8) plus info. */
export const snackbarTypes = variantOptions<NonNullable<SnackbarVariants['type']>>()(['success', 'warning', 'error', 'info']);
export type SnackbarType = NonNullable<SnackbarVariants['type']>;

/** How long a message stays, ms (docs/product.md §9). */
export const defaultSnackbarDuration = 4000;

const iconFor: Record<SnackbarType, IconName> = {
  success: 'check-circle',
  warning: 'warning',
  error: 'error',
  info: 'info',
};

export type SnackbarProps = {
  /** The message. */
  message: ReactNode;
  /** Colour, icon and urgency: warning and error are announced at once (role=alert), others politely (role=status). @default 'info' */
  type?: SnackbarType;
  /** Called by the close button; without it there is no close button. @default undefined */
  onClose?: () => void;
  /** Label of the close button. @default 'Close' */
  closeLabel?: string;
};

/** One message bar. Usually shown through SnackbarProvider / useSnackbar. */
export function Snackbar({ message, type = 'info', onClose, closeLabel = 'Close' }: SnackbarProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className={snackbar({ type })} role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'}>
      <Icon name={iconFor[type]} size="standard" />
      <span className={messageClass}>{message}</span>
      {onClose ? <IconButton icon="close" label={closeLabel} size="small" onClick={onClose} /> : null}
    </div>
  );
}

export type SnackbarOptions = {
  /** Message type. @default 'info' */
  type?: SnackbarType;
  /** Time on screen, ms; 0 keeps it until closed. @default 4000 */
  duration?: number;
};

type QueuedMessage = { id: number; message: ReactNode; type: SnackbarType; duration: number };

export type SnackbarApi = {
  /** Queues a message; it shows when the ones before it are gone. */
  show: (message: ReactNode, options?: SnackbarOptions) => void;
  /** Closes the message on screen (the next one in the queue follows). */
  dismiss: () => void;
};

const SnackbarContext = createContext<SnackbarApi | null>(null);

export type SnackbarProviderProps = {
  /** The app. */
  children: ReactNode;
  /** Default time on screen, ms. @default 4000 */
  duration?: number;
  /** Label of the close buttons. @default 'Close' */
  closeLabel?: string;
};

/**
 * Shows queued messages one at a time at the bottom of the screen. The timer pauses while the
 * pointer or focus is on the message, so it can be read (WCAG 2.2.1).
 */
export function SnackbarProvider({ children, duration = defaultSnackbarDuration, closeLabel }: SnackbarProviderProps) {
  const [queue, setQueue] = useState<QueuedMessage[]>([]);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);
  const current = queue[0];

  const dismiss = useCallback(() => setQueue((items) => items.slice(1)), []);
  const show = useCallback(
    (message: ReactNode, options: SnackbarOptions = {}) => {
      const item = { id: nextId.current++, message, type: options.type ?? 'info', duration: options.duration ?? duration };
      setQueue((items) => [...items, item]);
    },
    [duration],
  );

  useEffect(() => {
    if (!current || paused || current.duration === 0) return;
    const timer = setTimeout(dismiss, current.duration);
    return () => clearTimeout(timer);
  }, [current, paused, dismiss]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div
        className={viewport}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {current ? (
          <Snackbar key={current.id} message={current.message} type={current.type} onClose={dismiss} closeLabel={closeLabel} />
        ) : null}
      </div>
    </SnackbarContext.Provider>
  );
}

/** The snackbar queue of the nearest SnackbarProvider. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a <SnackbarProvider> above it');
  return api;
}
