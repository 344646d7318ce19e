/**
 * Work started outside a request (a page cache's background render, for one) that must finish
 * before the database and Redis close at shutdown: a render that outlived the pool would fail
 * with "pool after end" and log an error for a clean stop.
 */
export class ShutdownWork {
  private readonly drains: (() => Promise<void>)[] = [];

  /** Registers how to stop starting new work and wait for what is running. */
  add(drain: () => Promise<void>): void {
    this.drains.push(drain);
  }

  /** Runs every drain; one that fails does not keep the others from finishing. */
  async drain(): Promise<void> {
    await Promise.allSettled(this.drains.map((drain) => drain()));
  }
}
