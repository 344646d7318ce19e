import { cloneElement, useEffect, useId, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { anchor, bubble } from './Tooltip.css';
import { variantOptions } from '../private/variant-options';
import type { TooltipVariants } from './Tooltip.css';

export const tooltipPlacements = variantOptions<NonNullable<TooltipVariants['placement']>>()(['top', 'bottom', 'start', 'end']);

export type TooltipProps = {
  /** Short help text; it becomes the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (button, link) that shows the tooltip on hover and keyboard focus. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Side of the trigger (start/end follow the text direction). @default 'top' */
  placement?: TooltipVariants['placement'];
  /** Hover delay before showing, ms. Focus shows it at once. @default 300 */
  delay?: number;
  /** Start open (stories, screenshots). @default false */
  defaultOpen?: boolean;
};

/**
 * A CSS-positioned tooltip tied to its trigger by aria-describedby (no extra Radix package).
 * Shown on hover and focus, hidden on leave, blur and Escape (WCAG 1.4.13).
 */
export function Tooltip({ content, children, placement, delay = 300, defaultOpen = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = (after: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), after);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <span className={anchor} onPointerEnter={() => show(delay)} onPointerLeave={hide} onFocus={() => show(0)} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span role="tooltip" id={id} className={bubble({ placement })} data-state={open ? 'open' : 'closed'}>
        {content}
      </span>
    </span>
  );
}
