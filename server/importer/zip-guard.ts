import { inflateRawSync } from 'node:zlib';

/**
 * An xlsx is a zip. Before the spreadsheet library sees an upload, its zip directory is read here and
 * every entry inflated with a hard output limit: a zip bomb (a few kB that inflate to gigabytes) is
 * stopped at the limit, whatever sizes its headers claim. The worksheets' rows are counted on the way,
 * so a file with too many rows is refused before it is parsed (docs/decisions/0021).
 */

export interface ZipLimits {
  /** All entries together, inflated. */
  maxUncompressedBytes: number;
}

export type ZipCheck = { ok: true; maxSheetRows: number } | { ok: false; reason: 'notXlsx' | 'tooLarge' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ROW_TAG = Buffer.from('<row');

function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) if (bytes.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/** `<row ` and `<row>` tags of a worksheet (a `<rowBreaks>` or `<rows>` tag is not one). */
function countRows(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf(ROW_TAG); at !== -1; at = xml.indexOf(ROW_TAG, at + 4)) {
    const next = xml[at + 4];
    if (next === 0x20 || next === 0x3e) count += 1;
  }
  return count;
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
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

/** Checks an upload is an xlsx whose contents stay within the limits; counts the rows of its largest sheet. */
export function checkXlsxZip(input: Uint8Array, limits: ZipLimits): ZipCheck {
  try {
    return inspect(input, limits);
  } catch {
    // A directory pointing outside the file, a truncated header: whatever breaks the reading, it is no xlsx.
    return { ok: false, reason: 'notXlsx' };
  }
}

function inspect(input: Uint8Array, limits: ZipLimits): ZipCheck {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL) return { ok: false, reason: 'notXlsx' };
  const entries = readDirectory(bytes);
  if (entries === null) return { ok: false, reason: 'notXlsx' };
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml'))
    return { ok: false, reason: 'notXlsx' };
  let budget = limits.maxUncompressedBytes;
  let maxSheetRows = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const packed = entryBytes(bytes, entry);
    if (packed === null || (entry.method !== 0 && entry.method !== 8))
      return { ok: false, reason: 'notXlsx' };
    let inflated: Buffer;
    if (entry.method === 0) inflated = packed;
    else {
      try {
        // maxOutputLength stops inflating at the budget: the bomb never reaches memory.
        inflated = inflateRawSync(packed, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if (error instanceof RangeError) return { ok: false, reason: 'tooLarge' };
        return { ok: false, reason: 'notXlsx' };
      }
    }
    budget -= inflated.length;
    if (budget < 0) return { ok: false, reason: 'tooLarge' };
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name))
      maxSheetRows = Math.max(maxSheetRows, countRows(inflated));
  }
  return { ok: true, maxSheetRows };
}
