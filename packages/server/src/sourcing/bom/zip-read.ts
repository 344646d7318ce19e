/**
 * Reads entries of a zip held in memory (an uploaded .xlsx) as a stream of inflated chunks under a
 * byte budget. What a zip's headers say an entry unpacks to is never trusted: the budget counts the
 * bytes actually inflated and stops the inflater as soon as they pass it, so a kilobyte that
 * inflates to a gigabyte costs no more than the budget.
 */
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** Why a zip was not read: it is not a whole zip, uses what an upload never needs, or inflates past the budget. */
export class ZipReadError extends Error {
  constructor(readonly kind: 'damaged' | 'too-large') {
    super(kind === 'damaged' ? 'The zip is damaged or uses features this reader does not support.' : 'The zip inflates past its budget.');
  }
}

/** Bytes still allowed to be inflated, shared by every entry read from one file. */
export interface InflateBudget {
  remaining: number;
}

/** A workbook has a few dozen parts; a directory of more is not one. */
const MAX_ENTRIES = 10_000;
// Large enough that a refusal takes few turns of the event loop, small enough that one turn stays short.
const CHUNK_BYTES = 256 * 1024;

/** The entries the central directory lists (names, where their data is), checked to lie inside the file. */
export function zipEntries(data: Uint8Array): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => (at + 2 <= data.byteLength ? view.getUint16(at, true) : fail());
  const u32 = (at: number) => (at + 4 <= data.byteLength ? view.getUint32(at, true) : fail());
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32;
  // The end-of-central-directory record sits in the last 22 + 65,535 bytes (its comment is at most 64 KiB).
  let end = -1;
  for (let at = data.byteLength - 22; at >= Math.max(0, data.byteLength - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) fail();
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && u32(end - 20) === 0x07064b50) {
    const zip64End = u64(end - 12);
    if (u32(zip64End) !== 0x06064b50) fail();
    count = u64(zip64End + 32);
    offset = u64(zip64End + 48);
  }
  if (count > MAX_ENTRIES) fail();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (u32(offset) !== 0x02014b50) fail();
    const nameLength = u16(offset + 28);
    const extraLength = u16(offset + 30);
    let compressedSize = u32(offset + 20);
    let localHeaderOffset = u32(offset + 42);
    const name = new TextDecoder().decode(data.subarray(offset + 46, offset + 46 + nameLength));
    if (compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      // Zip64: the real values are in extra field 1, in this order, for the fields that hold 0xffffffff.
      for (let at = offset + 46 + nameLength; at + 4 <= offset + 46 + nameLength + extraLength; at += 4 + u16(at + 2)) {
        if (u16(at) !== 1) continue;
        let field = at + 4;
        if (u32(offset + 24) === 0xffffffff) field += 8;
        if (compressedSize === 0xffffffff) {
          compressedSize = u64(field);
          field += 8;
        }
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(field);
      }
    }
    entries.push({ name: name.replace(/^\/+/, ''), method: u16(offset + 10), flags: u16(offset + 8), compressedSize, localHeaderOffset });
    offset += 46 + nameLength + extraLength + u16(offset + 32);
  }
  return entries;
}

function fail(): never {
  throw new ZipReadError('damaged');
}

/** The entry's compressed bytes, found through its local header. */
function compressedBytes(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > data.byteLength || view.getUint32(at, true) !== 0x04034b50) fail();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > data.byteLength) fail();
  return data.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's content, chunk by chunk, each counted against the budget before it is handed on.
 * Inflating runs on libuv's thread pool and waits while the consumer works through a chunk, so
 * neither memory nor the event loop carry more than a chunk or two; leaving the loop early (a
 * refusal) stops the inflater.
 */
export async function* inflateEntry(data: Uint8Array, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  // Bit 0: encrypted. A workbook with a password is encrypted as a whole (not a zip at all).
  if (entry.flags & 1) fail();
  const compressed = compressedBytes(data, entry);
  if (entry.method === 0) {
    for (let at = 0; at < compressed.length; at += CHUNK_BYTES) {
      const chunk = Buffer.from(compressed.buffer, compressed.byteOffset + at, Math.min(CHUNK_BYTES, compressed.length - at));
      if ((budget.remaining -= chunk.length) < 0) throw new ZipReadError('too-large');
      yield chunk;
    }
    return;
  }
  if (entry.method !== 8) fail();
  const inflater = zlib.createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflater.end(compressed);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      if ((budget.remaining -= chunk.length) < 0) throw new ZipReadError('too-large');
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    // zlib's own errors: the deflate data is corrupt or cut short.
    if ((error as { code?: string }).code?.startsWith('Z_')) fail();
    throw error;
  } finally {
    inflater.destroy();
  }
}
