import { z } from 'zod';
import { COMPOSED_MESSAGES, type MessageCode, type MessageParams, type MessageRef } from './message-codes';

// Message codes and values as zod, for the outputs that carry them (BOM lines, row errors). The
// types stay in message-codes.ts: they are recursive, so the schemas are annotated with them.

const MESSAGE_CODES = Object.keys(COMPOSED_MESSAGES) as MessageCode[];

export const messageCode = z.enum(MESSAGE_CODES);

export const messageParams: z.ZodType<MessageParams> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.number(), z.array(messageRef).readonly()])),
);

export const messageRef: z.ZodType<MessageRef> = z.object({ code: messageCode, params: messageParams });
