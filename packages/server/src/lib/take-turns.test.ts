import { describe, expect, it } from 'vitest';
import { collectTakingTurns, mapTakingTurns } from './take-turns';

/** Runs JavaScript for `ms` without giving the event loop back. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('taking turns in long request work', () => {
  it('maps in order and lets a waiting callback run while the work is still going', async () => {
    let otherRan = false;
    let ranBeforeTheEnd = false;
    setImmediate(() => (otherRan = true));
    const doubled = await mapTakingTurns([1, 2, 3, 4, 5, 6], (n, i) => {
      busy(8);
      if (i === 5) ranBeforeTheEnd = otherRan;
      return n * 2;
    });
    expect(doubled).toEqual([2, 4, 6, 8, 10, 12]);
    expect(ranBeforeTheEnd).toBe(true);
  });

  it('collects a lazy iterable in order, letting a waiting callback run before the last item', async () => {
    let otherRan = false;
    let ranBeforeTheEnd = false;
    setImmediate(() => (otherRan = true));
    const items = await collectTakingTurns(
      (function* () {
        for (let i = 0; i < 6; i++) {
          busy(8);
          if (i === 5) ranBeforeTheEnd = otherRan;
          yield i;
        }
      })(),
    );
    expect(items).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ranBeforeTheEnd).toBe(true);
  });
});
