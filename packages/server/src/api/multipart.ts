import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';

/** An uploaded file as handlers receive it: in memory, at most the upload limit plus one byte. */
export interface UploadedFileField {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFileField {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFileField).data) && typeof (value as UploadedFileField).fileName === 'string';
}

export interface MultipartOptions {
  /** Largest file a handler will accept, in bytes. */
  fileLimitBytes: number;
  /** Largest text field, in bytes. */
  fieldLimitBytes: number;
}

/**
 * Parses multipart/form-data bodies (file uploads, with or without JavaScript) into `req.body`:
 * text fields as strings (repeated names as arrays), files as {fileName, contentType, data}.
 * A file is kept up to one byte past the limit, so the handler can say "larger than 5 MB" in its
 * own words while the rest of the upload is read and dropped, never stored; the client gets that
 * answer instead of a reset connection.
 */
export function multipartBody(options: MultipartOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.is('multipart/form-data') || req.body !== undefined) return next();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: options.fileLimitBytes + 1, files: 1, fields: 500, fieldSize: options.fieldLimitBytes, parts: 501 },
      });
    } catch {
      res.status(400);
      return next(Object.assign(new Error('The upload could not be read.'), { status: 400, expose: true }));
    }
    const body: Record<string, unknown> = {};
    const add = (name: string, value: unknown) => {
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') return;
      const existing = body[name];
      if (existing === undefined) body[name] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else body[name] = [existing, value];
    };
    parser.on('field', (name, value) => add(name, value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // A form submitted without choosing a file sends an empty part with no name.
        if (!info.filename && chunks.length === 0) return;
        add(name, { fileName: info.filename ?? 'upload', contentType: info.mimeType ?? 'application/octet-stream', data: Buffer.concat(chunks) } satisfies UploadedFileField);
      });
    });
    parser.on('close', () => {
      req.body = body;
      next();
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      next(Object.assign(new Error('The upload could not be read.'), { status: 400, expose: true }));
    });
    req.pipe(parser);
  };
}
