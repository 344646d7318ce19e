// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { Semaphore } from './semaphore';

describe('Semaphore', () => {
  it('never runs more than its limit at once, and runs every task', async () => {
    const semaphore = new Semaphore(4);
    let running = 0;
    let peak = 0;
    // Each task holds its slot until the test lets it go, so the overlap is decided here, not by a timer.
    const releases: (() => void)[] = [];
    const all = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        semaphore.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise<void>((resolve) => releases.push(resolve));
          running--;
          return i;
        }),
      ),
    );
    for (let released = 0; released < 20; released++) {
      await vi.waitFor(() => expect(releases.length).toBe(Math.min(20, released + 4)), { interval: 1 });
      expect(running).toBe(Math.min(4, 20 - released));
      expect(semaphore.queued).toBe(Math.max(0, 16 - released));
      releases[released]!();
    }
    const results = await all;
    expect(peak).toBe(4);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(semaphore.inFlight).toBe(0);
  });

  it('frees the slot when a task throws', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
  });
});
