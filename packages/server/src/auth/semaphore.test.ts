// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

describe('Semaphore', () => {
  it('never runs more than its limit at once, and runs every task', async () => {
    const semaphore = new Semaphore(4);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        semaphore.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 2));
          running--;
          return i;
        }),
      ),
    );
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
