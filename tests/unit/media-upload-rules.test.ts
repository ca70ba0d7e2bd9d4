import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MEDIA_TYPE } from '@domain/constants';
import { formatFileSize as fromFormat, shortenFileName as shortenFromFormat } from '@domain/format';
import {
  addMediaFile,
  formatFileSize,
  isMediaType,
  MEDIA_UPLOAD,
  sanitizeFileName,
  shortenFileName,
} from '@domain/media';

describe('file names kept for display (docs/decisions/0009)', () => {
  it.each([
    ['front.jpg', 'front.jpg'],
    ['../../etc/passwd.jpg', 'passwd.jpg'],
    ['C:\\Users\\ania\\Zdjęcia\\etykieta.png', 'etykieta.png'],
    ['  .hidden.jpg', 'hidden.jpg'],
    ['zdj\u0000ęcie\u0007.jpg', 'zdjęcie.jpg'],
    // A right-to-left override would show "photogpj.exe" as "photoexe.jpg".
    ['photo\u202Egpj.exe', 'photogpj.exe'],
    ['Zdjęcie produktu (1).JPG', 'Zdjęcie produktu (1).JPG'],
  ])('%j is kept as %j', (raw, kept) => {
    expect(sanitizeFileName(raw)).toEqual({ ok: true, name: kept });
  });

  it.each(['<script>alert(1)</script>.jpg', 'a>b.png', '', '   ', '../..', '/', '\u0000'])(
    '%j is refused',
    (raw) => {
      expect(sanitizeFileName(raw)).toEqual({ ok: false });
    },
  );

  it('a long name is cut to the limit and keeps its extension', () => {
    const checked = sanitizeFileName(`${'ż'.repeat(300)}.jpeg`);
    expect(checked.ok && checked.name).toBe(`${'ż'.repeat(MEDIA_UPLOAD.MAX_FILE_NAME - 5)}.jpeg`);
  });

  it('never keeps a separator, a control character or markup, and never grows (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (raw) => {
        const checked = sanitizeFileName(raw);
        if (!checked.ok) return;
        expect(checked.name).not.toMatch(/[\\/<>\p{Cc}\p{Cf}]/u);
        expect(checked.name).not.toMatch(/^[\s.]/u);
        expect(Array.from(checked.name).length).toBeLessThanOrEqual(MEDIA_UPLOAD.MAX_FILE_NAME);
      }),
    );
  });
});

describe('§3 media types and §4 adding a file', () => {
  it.each([
    [1, true],
    [6, true],
    [0, false],
    [7, false],
    [2.5, false],
  ])('type %d is a media type: %s', (type, expected) => {
    expect(isMediaType(type)).toBe(expected);
  });

  it('adding keeps the richer file shape the form holds', () => {
    const shown = [{ id: 1, type: MEDIA_TYPE.FRONT, filename: 'a.jpg', url: '/api/p1/media/1', size: 10 }];
    const result = addMediaFile(shown, {
      id: 2,
      type: MEDIA_TYPE.FRONT,
      filename: 'b.jpg',
      url: '/x',
      size: 20,
    });
    expect(result.ok && result.files).toEqual([
      { id: 2, type: MEDIA_TYPE.FRONT, filename: 'b.jpg', url: '/x', size: 20 },
    ]);
    expect(result.ok && result.replaced?.url).toBe('/api/p1/media/1');
  });

  it('§5 computations live in format.ts; media.ts re-exports the same functions', () => {
    expect(formatFileSize).toBe(fromFormat);
    expect(shortenFileName).toBe(shortenFromFormat);
  });
});
