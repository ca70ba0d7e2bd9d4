import { createInflateRaw } from 'node:zlib';

/**
 * An xlsx is a zip. Before the spreadsheet library sees an upload, its zip directory is read here and
 * every entry inflated with a hard output limit (docs/decisions/0021, 0029):
 * - the sizes the directory declares are added up first: a bomb that tells the truth is refused before
 *   a byte is inflated;
 * - then each entry is inflated as a stream (zlib works off the event loop, other requests are served
 *   meanwhile) with a running count that stops at the entry's declared size and at the budget, so a
 *   bomb that lies about its sizes is stopped at the lie, never held in memory.
 * The budget is the configured maximum, and at most a hundred times the upload's size: spreadsheets
 * inflate about ten times, zeros or whitespace a thousand. The worksheets' rows are counted on the way,
 * so a file with too many rows is refused before it is parsed.
 */

export interface ZipLimits {
  /** All entries together, inflated. */
  maxUncompressedBytes: number;
}

export type ZipCheck = { ok: true; maxSheetRows: number } | { ok: false; reason: 'notXlsx' | 'tooLarge' };

/** Inflated ÷ uploaded: a real workbook is about 10 (20,000 rows of the template: 11.5). */
export const MAX_INFLATE_RATIO = 100;
/** Below this the ratio is not asked: a small template may inflate this far whatever its ratio. */
export const SMALL_INFLATE_BUDGET = 16 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ROW_TAG = Buffer.from('<row');
/** Compressed bytes handed to zlib at a time: the refusal comes within one slice of the limit. */
const SLICE = 64 * 1024;

function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) if (bytes.readUInt32LE(at) === EOCD) return at;
  return -1;
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

function readDirectory(bytes: Buffer): Entry[] | null {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

function entryBytes(bytes: Buffer, entry: Entry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end > bytes.length ? null : bytes.subarray(start, end);
}

/** Counts `<row ` and `<row>` tags (not `<rowBreaks>`) across chunks: a tag may straddle two. */
class RowCounter {
  rows = 0;
  private tail = Buffer.alloc(0);

  add(chunk: Buffer) {
    const text = this.tail.length === 0 ? chunk : Buffer.concat([this.tail, chunk]);
    let at = text.indexOf(ROW_TAG);
    for (; at !== -1 && at + 4 < text.length; at = text.indexOf(ROW_TAG, at + 4)) {
      const next = text[at + 4];
      if (next === 0x20 || next === 0x3e) this.rows += 1;
    }
    // Keep what could be the start of a tag whose next byte has not come yet.
    this.tail = Buffer.from(text.subarray(Math.max(at === -1 ? text.length - 4 : at, 0)));
  }
}

type Inflated = { ok: true; size: number } | { ok: false; reason: 'notXlsx' | 'tooLarge' };

/** Inflates one entry as a stream, stopping past `limit` bytes; `onChunk` sees every output chunk. */
function inflateCounted(packed: Buffer, limit: number, onChunk: (chunk: Buffer) => void): Promise<Inflated> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    let settled = false;
    const settle = (result: Inflated) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return settle({ ok: false, reason: 'tooLarge' });
      onChunk(chunk);
    });
    inflate.on('error', () => settle({ ok: false, reason: 'notXlsx' }));
    inflate.on('end', () => settle({ ok: true, size }));
    let offset = 0;
    const feed = () => {
      while (!settled && offset < packed.length) {
        const slice = packed.subarray(offset, offset + SLICE);
        offset += slice.length;
        if (!inflate.write(slice)) return void inflate.once('drain', feed);
      }
      if (!settled) inflate.end();
    };
    feed();
  });
}

/** Checks an upload is an xlsx whose contents stay within the limits; counts the rows of its largest sheet. */
export async function checkXlsxZip(input: Uint8Array, limits: ZipLimits): Promise<ZipCheck> {
  try {
    return await inspect(input, limits);
  } catch {
    // A directory pointing outside the file, a truncated header: whatever breaks the reading, it is no xlsx.
    return { ok: false, reason: 'notXlsx' };
  }
}

async function inspect(input: Uint8Array, limits: ZipLimits): Promise<ZipCheck> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL) return { ok: false, reason: 'notXlsx' };
  const entries = readDirectory(bytes);
  if (entries === null) return { ok: false, reason: 'notXlsx' };
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml'))
    return { ok: false, reason: 'notXlsx' };
  let budget = Math.min(
    limits.maxUncompressedBytes,
    Math.max(SMALL_INFLATE_BUDGET, bytes.length * MAX_INFLATE_RATIO),
  );
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > budget) return { ok: false, reason: 'tooLarge' };
  let maxSheetRows = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const packed = entryBytes(bytes, entry);
    if (packed === null || (entry.method !== 0 && entry.method !== 8))
      return { ok: false, reason: 'notXlsx' };
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
    const counter = new RowCounter();
    const onChunk = (chunk: Buffer) => {
      if (isSheet) counter.add(chunk);
    };
    let size: number;
    if (entry.method === 0) {
      onChunk(packed);
      size = packed.length;
    } else {
      // An entry that inflates past the size its header declares lies: it is stopped there.
      const inflated = await inflateCounted(packed, Math.min(entry.declaredSize, budget), onChunk);
      if (!inflated.ok) return inflated;
      size = inflated.size;
    }
    budget -= size;
    if (budget < 0) return { ok: false, reason: 'tooLarge' };
    maxSheetRows = Math.max(maxSheetRows, counter.rows);
  }
  return { ok: true, maxSheetRows };
}
