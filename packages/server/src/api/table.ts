import type { HttpMethod, Operation } from './operation';

/** Looks operations up by method and path, ignoring case as the spec's own paths mix cases. */
export class OperationTable {
  private readonly byKey = new Map<string, Operation>();
  private readonly paths = new Set<string>();

  constructor(readonly operations: Operation[]) {
    for (const op of operations) {
      const key = `${op.method} ${op.path.toLowerCase()}`;
      if (this.byKey.has(key)) throw new Error(`Two API operations answer ${key}`);
      this.byKey.set(key, op);
      this.paths.add(op.path.toLowerCase());
    }
  }

  find(method: string, path: string): Operation | 'wrong-method' | undefined {
    const normalised = path.replace(/\/+$/, '').toLowerCase();
    const op = this.byKey.get(`${method === 'HEAD' ? 'GET' : method} ${normalised}`);
    if (op) return op;
    return this.paths.has(normalised) ? 'wrong-method' : undefined;
  }

  static methodOf(op: Operation): HttpMethod {
    return op.method;
  }
}
