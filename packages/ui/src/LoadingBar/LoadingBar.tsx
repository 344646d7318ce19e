import { useEffect, useState } from 'react';
import { bar, track } from './LoadingBar.css';
import { variantOptions } from '../private/variant-options';
import type { LoadingBarVariants } from './LoadingBar.css';

export const loadingBarPlacements = variantOptions<NonNullable<LoadingBarVariants['placement']>>()(['fixed', 'inline']);

export type LoadingBarProps = {
  /** A navigation is in progress. Turning it off completes the bar, then hides it. */
  active: boolean;
  /** Known progress from 0 to 1; without it the bar creeps towards 90%. @default undefined */
  progress?: number;
  /** Expected navigation time the creeping is paced to, ms (docs/product.md §9 "loading 800"). @default 800 */
  duration?: number;
  /** Accessible name. @default 'Page loading' */
  label?: string;
  /** Fixed to the top of the viewport, or in the flow (stories). @default 'fixed' */
  placement?: LoadingBarVariants['placement'];
};

const tick = 100;
const start = 0.08;
const ceiling = 0.9;

/** A thin brand-coloured bar at the top of the page while a navigation loads. */
export function LoadingBar({ active, progress, duration = 800, label = 'Page loading', placement }: LoadingBarProps) {
  const [value, setValue] = useState(active ? start : 0);
  const [visible, setVisible] = useState(active);

  useEffect(() => {
    if (active) {
      setVisible(true);
      setValue(start);
      if (progress !== undefined) return;
      // Close a fixed share of the gap to 90% on each tick, reaching about 80% after `duration`.
      const share = 1 - Math.pow(1 - (0.8 - start) / (ceiling - start), tick / duration);
      const timer = setInterval(() => setValue((v) => v + (ceiling - v) * share), tick);
      return () => clearInterval(timer);
    }
    setValue(1);
    const timer = setTimeout(() => setVisible(false), 400);
    return () => clearTimeout(timer);
  }, [active, duration, progress]);

  if (!visible) return null;
  const shown = active && progress !== undefined ? Math.min(Math.max(progress, 0), 1) : value;
  return (
    <div
      className={track({ placement })}
      data-done={!active}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown * 100)}
    >
      <div className={bar} style={{ transform: `scaleX(${shown})` }} />
    </div>
  );
}
