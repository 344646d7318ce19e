import type { Operation, RunOptions } from './operation';

/** Looks operations up by method and path, ignoring case as the spec's own paths mix cases. */
export class OperationTable {
  private readonly byKey = new Map<string, Operation>();
  private readonly paths = new Set<string>();

  /** `runOptions` apply to every call through this table (the Express router and the in-process fetch). */
  constructor(
    readonly operations: Operation[],
    readonly runOptions: RunOptions = {},
  ) {
    for (const op of operations) {
      const key = `${op.endpoint.method} ${op.endpoint.path.toLowerCase()}`;
      if (this.byKey.has(key)) throw new Error(`Two API operations answer ${key}`);
      this.byKey.set(key, op);
      this.paths.add(op.endpoint.path.toLowerCase());
    }
  }

  find(method: string, path: string): Operation | 'wrong-method' | undefined {
    const normalised = path.replace(/\/+$/, '').toLowerCase();
    const op = this.byKey.get(`${method === 'HEAD' ? 'GET' : method} ${normalised}`);
    if (op) return op;
    return this.paths.has(normalised) ? 'wrong-method' : undefined;
  }
}
