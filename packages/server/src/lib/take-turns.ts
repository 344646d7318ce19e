/**
 * Long request work that lets other requests in. On PGlite a statement resolves without a turn of
 * the event loop, so a request that loops over thousands of rows (a BOM's lines) would hold every
 * other visitor until it is done, statements included: these give the loop back every few ms.
 */

/** How long a request's own work runs before it lets other requests in, in milliseconds. */
const TURN_MS = 20;

/** Resolves after one turn of the event loop: other requests' I/O and statements run first. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A function to await in a long loop: it lets other requests in once TURN_MS have passed since the last time. */
export function turnTaker(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since <= TURN_MS) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}

/** `items.map(fn)`, letting other requests in every TURN_MS. */
export async function mapTakingTurns<T, R>(items: readonly T[], fn: (item: T, index: number) => R): Promise<R[]> {
  const takeTurn = turnTaker();
  const results: R[] = [];
  for (const [i, item] of items.entries()) {
    await takeTurn();
    results.push(fn(item, i));
  }
  return results;
}

/** Every item of a (lazy) iterable, letting other requests in every TURN_MS. */
export async function collectTakingTurns<T>(items: Iterable<T>): Promise<T[]> {
  const takeTurn = turnTaker();
  const results: T[] = [];
  for (const item of items) {
    results.push(item);
    await takeTurn();
  }
  return results;
}
