import { useEffect, useState } from 'react';

/** Window scroll in px, capped at `cap`, updated once per animation frame; 0 on the server. */
export function useScrollY(cap: number): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrollY(Math.min(cap, Math.max(0, window.scrollY)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [cap]);
  return scrollY;
}
