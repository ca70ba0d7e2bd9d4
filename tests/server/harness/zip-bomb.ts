import { once } from 'node:events';
import { createDeflateRaw, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Zip bombs for the tests and the stress programs: a real xlsx (written by exceljs) whose worksheet is
 * padded with whitespace after `<sheetData>`, so that it is still a valid workbook however far it inflates.
 * Built by streaming deflate: a bomb of gigabytes never exists in memory.
 */

interface Part {
  name: string;
  packed: Buffer;
  crc: number;
  /** The size the directory declares; a liar declares less than the part inflates to. */
  declaredSize: number;
}

function packedPart(name: string, bytes: Buffer): Part {
  return { name, packed: deflateRawSync(bytes), crc: crc32(bytes), declaredSize: bytes.length };
}

/** The parts of a small real workbook, inflated, by name. */
async function workbookParts(): Promise<Map<string, Buffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow(['GTIN', 'Nazwa']);
  sheet.addRow(['gtin', 'name_to_show']);
  sheet.addRow(['5901234123457', 'Jogurt']);
  const zip = Buffer.from(await workbook.xlsx.writeBuffer());
  let end = zip.length - 22;
  while (zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  const parts = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    if (!name.endsWith('/'))
      parts.set(name, zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(packed) : packed);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** `before`, `size` spaces and `after`, deflated; the spaces fed in 1 MiB chunks. */
async function deflatedPadding(before: Buffer, size: number, after: Buffer) {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const feed = async (piece: Buffer) => {
    if (!deflate.write(piece)) await once(deflate, 'drain');
  };
  let crc = crc32(before);
  await feed(before);
  for (let left = size; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(piece, crc);
    await feed(piece);
  }
  crc = crc32(after, crc);
  deflate.end(after);
  await once(deflate, 'end');
  return { packed: Buffer.concat(out), crc };
}

function container(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.packed.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    centrals.push(central, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface BombOptions {
  /** Bytes the worksheet inflates to (zeros). */
  inflatedBytes: number;
  /** Declare this size in the headers instead of the true one (a bomb that lies). */
  declaredBytes?: number;
}

const SHEET = 'xl/worksheets/sheet1.xml';

/** A valid xlsx whose worksheet inflates to about `inflatedBytes` (whitespace after `<sheetData>`). */
export async function xlsxBomb(options: BombOptions): Promise<Buffer> {
  const parts = await workbookParts();
  const xml = parts.get(SHEET)!;
  const cut = xml.indexOf('<sheetData>') + '<sheetData>'.length;
  const padding = Math.max(0, options.inflatedBytes - xml.length);
  const sheet = await deflatedPadding(xml.subarray(0, cut), padding, xml.subarray(cut));
  // The zip format declares sizes in 32 bits; a larger true size is declared at the maximum.
  const declared = Math.min(options.declaredBytes ?? xml.length + padding, 0xffffffff);
  return container(
    [...parts].map(([name, bytes]) =>
      name === SHEET
        ? { name, packed: sheet.packed, crc: sheet.crc, declaredSize: declared }
        : packedPart(name, bytes),
    ),
  );
}
