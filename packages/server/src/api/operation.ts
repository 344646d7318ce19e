import { z } from 'zod';
import type { ApiEnvelope } from '@ferrite/contract';
import type { Endpoint, EndpointOutput, ParsedInput } from '@ferrite/contract/endpoint';
import { schemasOf } from '@ferrite/contract/schemas';
import type { RequestContext } from './context';
import { ApiError } from './errors';

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

/**
 * One API operation: a contract endpoint (method, path, input and output schemas) and the handler
 * that implements it. The handler's input and output types come from the endpoint's schemas, so a
 * change of shape in the contract fails the type check here as it does in the app.
 */
export interface Operation<E extends Endpoint = Endpoint> {
  endpoint: E;
  summary: string;
  handler(input: ParsedInput<E>, ctx: RequestContext): Promise<EndpointOutput<E> | Reply<EndpointOutput<E>>>;
}

export function defineOperation<E extends Endpoint>(endpoint: E, operation: Omit<Operation<E>, 'endpoint'>): Operation<E> {
  return { endpoint, ...operation };
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

export interface RunOptions {
  /**
   * Check every answer against the endpoint's output schema and fail the call (500, logged) when
   * it does not match. Off in production, where the type check stands for it; the tests turn it on.
   */
  validateOutput?: boolean;
}

/** Validates, runs and wraps one call; unexpected errors are logged and hidden from the caller. */
export async function runOperation(
  op: Operation,
  rawInput: unknown,
  ctx: RequestContext,
  options: RunOptions = {},
): Promise<OperationOutcome> {
  try {
    let input: unknown = rawInput;
    const nul = findNulCharacter(rawInput);
    if (nul !== undefined) {
      return {
        status: 400,
        envelope: {
          state: 'error',
          message: nul
            ? `The field "${nul}" contains a NUL character, which is not allowed.`
            : 'The request contains a NUL character, which is not allowed.',
          code: 400,
          data: null,
        },
      };
    }
    const schemas = schemasOf(op.endpoint);
    if (schemas.input) {
      const parsed = schemas.input.safeParse(rawInput ?? {});
      if (!parsed.success) {
        return { status: 400, envelope: { state: 'error', message: describeIssue(parsed.error), code: 400, data: null } };
      }
      input = parsed.data;
    } else {
      input = undefined;
    }
    const result = await op.handler(input, ctx);
    const answer = isReply(result) ? result : { data: result, message: '', state: 'success' as const };
    const data = answer.data ?? null;
    if (options.validateOutput) checkOutput(op, schemas.output, data);
    return { status: 200, envelope: { state: answer.state ?? 'success', message: answer.message ?? '', code: 200, data } };
  } catch (error) {
    return failureOutcome(error, ctx);
  }
}

/** Thrown when an answer does not match its endpoint's output schema (only with validateOutput). */
export class OutputMismatch extends Error {}

function checkOutput(op: Operation, schema: z.ZodType, data: unknown): void {
  const checked = schema.safeParse(data);
  if (!checked.success) {
    throw new OutputMismatch(
      `${op.endpoint.method} ${op.endpoint.path} answered data its output schema refuses: ${describeIssue(checked.error)}`,
    );
  }
}

export function failureOutcome(error: unknown, ctx: Pick<RequestContext, 'log'>): OperationOutcome {
  if (error instanceof ApiError) {
    const composed = error.ref ? { messageCode: error.ref.code, messageParams: error.ref.params } : {};
    return {
      status: error.status,
      envelope: { state: error.state, message: error.message, code: error.status, data: error.data, ...composed },
    };
  }
  if (isRejectedValue(error)) {
    // A value the schema let through but PostgreSQL refused (out of range, too long to index): the caller's input, not our fault.
    ctx.log.warn({ err: error }, 'database refused a value from the request');
    return {
      status: 400,
      envelope: { state: 'error', message: 'A value in the request is out of range or too long.', code: 400, data: null },
    };
  }
  if (isDatabaseUnavailable(error)) {
    ctx.log.error({ err: error }, 'database unavailable');
    return {
      status: 503,
      envelope: { state: 'error', message: 'The service is briefly unavailable. Please try again in a moment.', code: 503, data: null },
    };
  }
  ctx.log.error({ err: error }, 'unexpected error in API handler');
  return {
    status: 500,
    envelope: { state: 'error', message: 'Something went wrong on our side. Please try again.', code: 500, data: null },
  };
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08006', '08001', '08003']);
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

/**
 * PostgreSQL's data exceptions (class 22: out of range, bad encoding, string too long) and
 * program-limit errors (54000: an index row too large) caused by a value from the request.
 */
function isRejectedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code);
}

/**
 * Where the input holds a string with U+0000, which PostgreSQL text cannot store: the dotted
 * path ('' at the top level), or undefined when there is none. File contents are not text and
 * are left to their parser.
 */
export function findNulCharacter(value: unknown, path = '', budget = { nodes: 20_000 }, depth = 0): string | undefined {
  // Deeper or larger than any schema reads: the schema refuses it anyway, and the walk stays cheap.
  if (budget.nodes-- <= 0 || depth > 32) return undefined;
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return where;
    const found = findNulCharacter(item, where, budget, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
