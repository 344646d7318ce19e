import { z } from 'zod';
import type { ApiEnvelope } from '@ferrite/storefront-app/contract';
import type { RequestContext } from './context';
import { ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST';

/** A handler's answer when it has something to say besides data. */
export interface Reply<T> {
  data: T;
  message?: string;
  state?: 'success' | 'warning';
}

const REPLY = Symbol('reply');
export function reply<T>(data: T, message = '', state: 'success' | 'warning' = 'success'): Reply<T> {
  return Object.assign({ data, message, state }, { [REPLY]: true });
}
function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/** One API endpoint: validated input in, data out. The same table serves Express and SSR. */
export interface Operation<Input = unknown, Output = unknown> {
  method: HttpMethod;
  /** Path under /api, spelt as the spec spells it. */
  path: string;
  summary: string;
  input?: z.ZodType<Input>;
  handler(input: Input, ctx: RequestContext): Promise<Output | Reply<Output>>;
}

export function defineOperation<Input = undefined, Output = unknown>(op: Operation<Input, Output>): Operation {
  return op as unknown as Operation;
}

/** The first problem zod found, phrased for a person: "keyword: must be at least 3 characters". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

export interface OperationOutcome {
  status: number;
  envelope: ApiEnvelope;
}

/** Validates, runs and wraps one call; unexpected errors are logged and hidden from the caller. */
export async function runOperation(op: Operation, rawInput: unknown, ctx: RequestContext): Promise<OperationOutcome> {
  try {
    let input: unknown = rawInput;
    if (op.input) {
      const parsed = op.input.safeParse(rawInput ?? {});
      if (!parsed.success) {
        return { status: 400, envelope: { state: 'error', message: describeIssue(parsed.error), code: 400, data: null } };
      }
      input = parsed.data;
    }
    const result = await op.handler(input, ctx);
    if (isReply(result)) {
      return {
        status: 200,
        envelope: { state: result.state ?? 'success', message: result.message ?? '', code: 200, data: result.data ?? null },
      };
    }
    return { status: 200, envelope: { state: 'success', message: '', code: 200, data: result ?? null } };
  } catch (error) {
    return failureOutcome(error, ctx);
  }
}

export function failureOutcome(error: unknown, ctx: Pick<RequestContext, 'log'>): OperationOutcome {
  if (error instanceof ApiError) {
    return { status: error.status, envelope: { state: error.state, message: error.message, code: error.status, data: error.data } };
  }
  if (isDatabaseUnavailable(error)) {
    ctx.log.error({ err: error }, 'database unavailable');
    return {
      status: 503,
      envelope: { state: 'error', message: 'The service is briefly unavailable. Please try again in a moment.', code: 503, data: null },
    };
  }
  ctx.log.error({ err: error }, 'unexpected error in API handler');
  return { status: 500, envelope: { state: 'error', message: 'Something went wrong on our side. Please try again.', code: 500, data: null } };
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08006', '08001', '08003']);
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}
