import { describe, expect, test } from 'vitest';
import {
  clampCrop,
  gtinFromFileName,
  isCropInside,
  matchAssetsToCards,
  normalizeDirectoryName,
  nudgeCrop,
  rotatedSize,
  toImagePixels,
  turn,
} from '@domain/media-gallery';
import { crc32, uniqueNames, zipStore } from '@server/media-gallery/zip';

describe('§2 automatic assign: the GTIN in a file name', () => {
  test.each([
    ['05901234123457_1.jpg', { gtin: '05901234123457', position: 1 }],
    ['05901234123457_12.png', { gtin: '05901234123457', position: 12 }],
    ['5901234123457.jpg', { gtin: '5901234123457', position: 1 }],
    ['5901234123457-2.webp', { gtin: '5901234123457', position: 2 }],
    ['5901234123457 front.jpg', { gtin: '5901234123457', position: 1 }],
    ['96385074.jpg', { gtin: '96385074', position: 1 }],
    ['036000291452_3.tif', { gtin: '036000291452', position: 3 }],
  ])('%s → %o', (name, expected) => expect(gtinFromFileName(name)).toEqual(expected));

  test.each([
    'holiday.jpg',
    '5901234123458.jpg', // wrong check digit
    '590123412345.jpg', // 12 digits with a wrong check digit
    '59012341234570.jpg', // 14 digits, wrong check digit
    'x5901234123457.jpg',
    '5901234123457abc.jpg',
    '12345.jpg',
    '<script>5901234123457.jpg',
  ])('%s → no GTIN', (name) => expect(gtinFromFileName(name)).toBeNull());

  test('matches compare GTINs in their 14-digit form; the rest say why they did not match', () => {
    const cards = [
      { id: 1, gtins: ['5901234123457'] },
      { id: 2, gtins: ['96385074'] },
    ];
    const assets = [
      { id: 10, name: '05901234123457_1.jpg' },
      { id: 11, name: '00000096385074.jpg' },
      { id: 12, name: 'logo.png' },
      { id: 13, name: '4006381333931.jpg' },
    ];
    const result = matchAssetsToCards(assets, cards);
    expect(result.matched.map((m) => [m.asset.id, m.card.id])).toEqual([
      [10, 1],
      [11, 2],
    ]);
    expect(result.unmatched.map((u) => [u.asset.id, u.reason, u.gtin])).toEqual([
      [12, 'noGtin', null],
      [13, 'noCard', '4006381333931'],
    ]);
  });
});

describe('§2 edit image: rotation and the crop rectangle', () => {
  test('quarter turns go round both ways and swap the sides', () => {
    expect(turn(0, 90)).toBe(90);
    expect(turn(270, 90)).toBe(0);
    expect(turn(0, -90)).toBe(270);
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ width: 400, height: 300 });
  });

  test('a selection is rounded, at least 8 px and kept inside the image', () => {
    expect(clampCrop({ x: 10.4, y: 20.6, width: 100.5, height: 50.2 }, 400, 300)).toEqual({
      x: 10,
      y: 21,
      width: 101,
      height: 50,
    });
    expect(clampCrop({ x: -5, y: -5, width: 2, height: 2 }, 400, 300)).toEqual({
      x: 0,
      y: 0,
      width: 8,
      height: 8,
    });
    expect(clampCrop({ x: 390, y: 290, width: 50, height: 50 }, 400, 300)).toEqual({
      x: 350,
      y: 250,
      width: 50,
      height: 50,
    });
    expect(clampCrop({ x: 0, y: 0, width: 900, height: 900 }, 400, 300)).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
    });
    expect(clampCrop({ x: 0, y: 0, width: 10, height: 10 }, 5, 4)).toEqual({
      x: 0,
      y: 0,
      width: 5,
      height: 4,
    });
  });

  test('what the server accepts: whole pixels inside the image', () => {
    expect(isCropInside({ x: 0, y: 0, width: 400, height: 300 }, 400, 300)).toBe(true);
    expect(isCropInside({ x: 1, y: 0, width: 400, height: 300 }, 400, 300)).toBe(false);
    expect(isCropInside({ x: 0.5, y: 0, width: 10, height: 10 }, 400, 300)).toBe(false);
    expect(isCropInside({ x: 0, y: 0, width: 4, height: 10 }, 400, 300)).toBe(false);
  });

  test('a rectangle drawn on a scaled preview is in image pixels; the keyboard moves and resizes it', () => {
    expect(toImagePixels({ x: 10, y: 20, width: 50, height: 25 }, 0.5)).toEqual({
      x: 20,
      y: 40,
      width: 100,
      height: 50,
    });
    const rect = { x: 10, y: 10, width: 100, height: 100 };
    expect(nudgeCrop(rect, 10, 0, false, 400, 300)).toEqual({ x: 20, y: 10, width: 100, height: 100 });
    expect(nudgeCrop(rect, 0, 10, true, 400, 300)).toEqual({ x: 10, y: 10, width: 100, height: 110 });
    expect(nudgeCrop(rect, -50, 0, false, 400, 300)).toEqual({ x: 0, y: 10, width: 100, height: 100 });
  });

  test('directory names are trimmed and their spaces made one', () => {
    expect(normalizeDirectoryName('  Kampania   lato ')).toBe('Kampania lato');
    expect(normalizeDirectoryName('Kam\u0000pania\u200b \t lato\u0007')).toBe('Kampania lato');
    expect(normalizeDirectoryName(' \u0000 ')).toBe('');
  });
});

describe('the store-only zip writer', () => {
  test('CRC-32 of a known string', () =>
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926));

  test('names repeat with a counter, case aside', () => {
    expect(uniqueNames(['a.jpg', 'A.jpg', 'a.jpg', 'b'])).toEqual(['a.jpg', 'A (2).jpg', 'a (3).jpg', 'b']);
  });

  test('an archive with its entries in the central directory', () => {
    const zip = zipStore([
      { name: 'zdjęcie.jpg', bytes: new Uint8Array([1, 2, 3]) },
      { name: 'b.txt', bytes: new Uint8Array([]) },
    ]);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(2);
    const central = zip.readUInt32LE(end + 16);
    const nameLength = zip.readUInt16LE(central + 28);
    expect(zip.toString('utf8', central + 46, central + 46 + nameLength)).toBe('zdjęcie.jpg');
  });
});
