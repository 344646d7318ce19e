import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';

/** An uploaded file as handlers receive it: in memory, at most the upload limit plus one byte. */
export interface UploadedFileField {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFileField {
  return (
    typeof value === 'object' &&
    value !== null &&
    Buffer.isBuffer((value as UploadedFileField).data) &&
    typeof (value as UploadedFileField).fileName === 'string'
  );
}

export interface MultipartOptions {
  /** Largest file a handler will accept, in bytes. */
  fileLimitBytes: number;
  /** Largest text field, in bytes. */
  fieldLimitBytes: number;
  /** Where a body that is not valid multipart is noted (once per request, at warn). */
  log?: Pick<Logger, 'warn'> | undefined;
}

const UNREADABLE = 'The upload could not be read.';

/**
 * Parses multipart/form-data bodies (file uploads, with or without JavaScript) into `req.body`:
 * text fields as strings (repeated names as arrays), files as {fileName, contentType, data}.
 * A file is kept up to one byte past the limit, so the handler can say "larger than 5 MB" in its
 * own words while the rest of the upload is read and dropped, never stored; the client gets that
 * answer instead of a reset connection.
 */
export function multipartBody(options: MultipartOptions) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.is('multipart/form-data') || req.body !== undefined) return next();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: options.fileLimitBytes + 1, files: 1, fields: 500, fieldSize: options.fieldLimitBytes, parts: 501 },
      });
    } catch {
      return next(Object.assign(new Error(UNREADABLE), { status: 400, expose: true }));
    }
    // busboy can report one broken body several ways (the file part's stream, the parser's
    // 'error', then its 'close'): the request is answered by the first of them only.
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      next(error);
    };
    const unreadable = (cause: unknown) => {
      if (settled) return;
      options.log?.warn(
        { url: req.originalUrl, reason: cause instanceof Error ? cause.message : String(cause) },
        'multipart body could not be read',
      );
      // Stop feeding the parser, read and drop the rest, so the client gets the answer.
      req.unpipe(parser);
      req.resume();
      settle(Object.assign(new Error(UNREADABLE), { status: 400, expose: true }));
    };
    const body: Record<string, unknown> = {};
    // A form busboy had to cut short: refused whole once it is read, never handed on truncated.
    let problem: { status: number; message: string } | undefined;
    const refuse = (status: number, message: string) => {
      problem ??= { status, message };
    };
    let textBytes = 0;
    const add = (name: string, value: unknown) => {
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') return;
      const existing = body[name];
      if (existing === undefined) body[name] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else body[name] = [existing, value];
    };
    parser.on('field', (name, value, info) => {
      textBytes += Buffer.byteLength(value);
      if (info.valueTruncated || info.nameTruncated) {
        return refuse(
          413,
          `The field “${name.slice(0, 60)}” is longer than the ${sizeInWords(options.fieldLimitBytes)} limit for text; upload it as a file instead.`,
        );
      }
      // Many fields each under the limit would still fill memory: the text of one form has a budget too.
      if (textBytes > 2 * options.fieldLimitBytes)
        return refuse(413, `The form's text is larger than ${sizeInWords(2 * options.fieldLimitBytes)}; upload it as a file instead.`);
      add(name, value);
    });
    parser.on('fieldsLimit', () => refuse(413, 'The form has more fields than this site accepts (500).'));
    parser.on('partsLimit', () => refuse(413, 'The form has more parts than this site accepts (501).'));
    parser.on('filesLimit', () => refuse(400, 'Send one file at a time.'));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      // A part cut short ("Unexpected end of form") errors here as well as on the parser; without
      // a listener that error would be thrown out of the stream and end the process.
      stream.on('error', unreadable);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // A form submitted without choosing a file sends an empty part with no name.
        if (!info.filename && chunks.length === 0) return;
        add(name, {
          fileName: info.filename ?? 'upload',
          contentType: info.mimeType ?? 'application/octet-stream',
          data: Buffer.concat(chunks),
        } satisfies UploadedFileField);
      });
    });
    parser.on('close', () => {
      if (settled) return;
      if (problem) return settle(Object.assign(new Error(problem.message), { status: problem.status, expose: true }));
      req.body = body;
      settle();
    });
    parser.on('error', unreadable);
    req.pipe(parser);
  };
}

/** 1048576 → "1 MB", 5242880 → "5 MB", 1536 → "1.5 kB". */
export function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} kB`;
  return `${bytes} bytes`;
}
