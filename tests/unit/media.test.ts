import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MEDIA_TYPE, PACKAGE_TYPE } from '@domain/constants';
import {
  addMediaFile,
  formatFileSize,
  needsWhiteBackground,
  photoWarnings,
  shortenFileName,
  toGallery,
  withDisplayPhotoRule,
  type PhotoMetadata,
} from '@domain/media';
import type { MediaFile, Structure } from '@domain/product';
import { makePackage } from './fixtures/product-card';

const file = (id: number, type: number, filename = `file${id}.jpg`): MediaFile => ({ id, type, filename });
const card = [file(1, MEDIA_TYPE.PROFILE), file(2, MEDIA_TYPE.LABEL), file(3, MEDIA_TYPE.OTHER, 'spec.pdf')];

describe('§4 media: adding a file', () => {
  it.each([
    ['profile', MEDIA_TYPE.PROFILE, [2, 3, 9], 1],
    ['front (none yet)', MEDIA_TYPE.FRONT, [1, 2, 3, 9], null],
    ['display', MEDIA_TYPE.DISPLAY, [1, 2, 3, 9], null],
    ['layout', MEDIA_TYPE.LAYOUT, [1, 2, 3, 9], null],
    ['label (accumulates)', MEDIA_TYPE.LABEL, [1, 2, 3, 9], null],
    ['other (accumulates)', MEDIA_TYPE.OTHER, [1, 2, 3, 9], null],
  ])('%s', (_case, type, ids, replacedId) => {
    const result = addMediaFile(card, file(9, type, 'new.jpg'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.files.map((f) => f.id)).toEqual(ids);
    expect(result.replaced?.id ?? null).toBe(replacedId);
  });

  it("a file name already on the card is rejected ('Plik o tej nazwie jest już dodany')", () => {
    expect(addMediaFile(card, file(9, MEDIA_TYPE.LABEL, 'spec.pdf'))).toEqual({
      ok: false,
      message: 'validation.fileNameTaken',
    });
    expect(addMediaFile(card, file(9, MEDIA_TYPE.FRONT, 'file2.jpg')).ok).toBe(false);
  });

  it('re-adding a photo under the name of the file it replaces is allowed', () => {
    expect(addMediaFile(card, file(9, MEDIA_TYPE.PROFILE, 'file1.jpg')).ok).toBe(true);
  });

  it('the gallery carries type and id only', () => {
    expect(toGallery(card)).toEqual([
      { type: 1, id: 1 },
      { type: 6, id: 2 },
      { type: 5, id: 3 },
    ]);
  });

  it('after any sequence of additions there is at most one file of each replacing type and no repeated name', () => {
    const additions = fc.array(
      fc.record({ type: fc.integer({ min: 1, max: 6 }), name: fc.constantFrom('a', 'b', 'c', 'd') }),
    );
    fc.assert(
      fc.property(additions, (list) => {
        let files: MediaFile[] = [];
        list.forEach(({ type, name }, id) => {
          const result = addMediaFile(files, file(id, type, name));
          if (result.ok) files = result.files;
        });
        for (const type of [1, 2, 3, 4])
          expect(files.filter((f) => f.type === type).length).toBeLessThanOrEqual(1);
        expect(new Set(files.map((f) => f.filename)).size).toBe(files.length);
      }),
    );
  });
});

describe('§4 logistics: the dispatch-packaging photo', () => {
  const DISPLAY_FIELD = 'display-field';
  const POSITIVE = 'positive-uuid';
  const structures = (value: { value: string[]; value_uuid?: string }): Structure[] => {
    const pack = makePackage(PACKAGE_TYPE.FIRST_LEVEL, 1);
    pack.fields.push({ uuid: DISPLAY_FIELD, data: [value] });
    return [
      {
        is_network_structure: false,
        network_codes: [],
        packages: [makePackage(PACKAGE_TYPE.CONSUMER, 0), pack],
      },
    ];
  };

  it.each<[string, number[], { value: string[]; value_uuid?: string }, number[]]>([
    ['set positive by value', [6], { value: [POSITIVE] }, [6, 3]],
    ['set positive by value_uuid', [6], { value: [], value_uuid: POSITIVE }, [6, 3]],
    ['already required, still positive', [3, 6], { value: [POSITIVE] }, [6, 3]],
    ['set negative', [3, 6], { value: ['negative-uuid'] }, [6]],
    ['not set', [6], { value: [] }, [6]],
  ])('%s', (_case, required, value, expected) => {
    expect(withDisplayPhotoRule(required, structures(value), [DISPLAY_FIELD], POSITIVE)).toEqual(expected);
  });

  it('no packages, no dispatch photo', () => {
    expect(withDisplayPhotoRule([3], [], [DISPLAY_FIELD], POSITIVE)).toEqual([]);
  });
});

describe('§5 file names shortened to 40 characters plus an ellipsis, keeping the extension', () => {
  const forty = 'a'.repeat(40);
  it.each([
    ['short.jpg', 'short.jpg'],
    [`${forty}.jpg`, `${forty}.jpg`],
    [`${forty}b.jpg`, `${forty}….jpg`],
    [`${forty}bcd.tar.gz`, `${forty}….gz`],
    [`${forty}bcd`, `${forty}…`],
    [`.${forty}bcd`, `.${'a'.repeat(39)}…`],
  ])('%s → %s', (name, shown) => {
    expect(shortenFileName(name)).toBe(shown);
  });

  it('a long name always keeps its extension and never grows past 41 characters before it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.stringMatching(/^[a-z0-9]{1,5}$/), (base, ext) => {
        const name = `${base.replaceAll('.', '_')}.${ext}`;
        const shown = shortenFileName(name);
        expect(shown.endsWith(`.${ext}`)).toBe(true);
        expect(shown.length).toBeLessThanOrEqual(41 + ext.length + 1);
        if (base.length <= 40) expect(shown).toBe(name);
      }),
    );
  });
});

describe("§5 sizes in the language's byte units, steps of 1024", () => {
  /** Intl puts a no-break space between the number and its unit. */
  const shownIn = (bytes: number, language: 'pl' | 'de' | 'ro') =>
    formatFileSize(bytes, language).replace(/\s/g, ' ');

  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [77, '77 B'],
    [1023, '1023 B'],
    [1024, '1 kB'],
    [1536, '1,5 kB'],
    [1024 ** 2, '1 MB'],
    [5.25 * 1024 ** 3, '5,25 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1024 TB'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
  ])('pl: %d → %s', (bytes, shown) => {
    expect(shownIn(bytes, 'pl')).toBe(shown);
  });

  it.each([
    ['de', 77, '77 Byte'],
    ['de', 1536, '1,5 kB'],
    ['ro', 77, '77 B'],
    ['ro', 5.25 * 1024 ** 3, '5,25 GB'],
  ] as const)('%s: %d → %s', (language, bytes, shown) => {
    expect(shownIn(bytes, language)).toBe(shown);
  });

  it('the number shown is below 1024 (up to TB) and scales back to the size within rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1024 ** 5 - 1 }), (bytes) => {
        const [number, unit] = shownIn(bytes, 'pl').split(' ');
        const step = ['B', 'kB', 'MB', 'GB', 'TB'].indexOf(unit ?? '');
        const value = Number((number ?? '').replace(/\s/g, '').replace(',', '.'));
        expect(step).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1024);
        expect(Math.abs(value * 1024 ** step - bytes)).toBeLessThanOrEqual(0.005 * 1024 ** step);
      }),
    );
  });
});

describe('§5 photo requirements', () => {
  const good: PhotoMetadata = { width: 1200, height: 1200, dpi: 300, format: 'JPG', colorSpace: 'sRGB' };

  it.each<[string, Partial<PhotoMetadata>, number, string[]]>([
    ['a valid photo', {}, MEDIA_TYPE.PROFILE, []],
    ['PNG', { format: 'image/png' }, MEDIA_TYPE.FRONT, []],
    ['too narrow', { width: 1199 }, MEDIA_TYPE.FRONT, ['validation.photoSize']],
    ['too low', { height: 800 }, MEDIA_TYPE.LABEL, ['validation.photoSize']],
    ['72 DPI', { dpi: 72 }, MEDIA_TYPE.PROFILE, ['validation.photoDpi']],
    ['unknown DPI is not reported', { dpi: null }, MEDIA_TYPE.PROFILE, []],
    ['TIFF', { format: 'tiff' }, MEDIA_TYPE.LAYOUT, ['validation.photoFormat']],
    ['CMYK', { colorSpace: 'CMYK' }, MEDIA_TYPE.DISPLAY, ['validation.photoColorSpace']],
    [
      'everything wrong',
      { width: 10, dpi: 72, format: 'gif', colorSpace: 'gray' },
      MEDIA_TYPE.PROFILE,
      ['validation.photoSize', 'validation.photoDpi', 'validation.photoFormat', 'validation.photoColorSpace'],
    ],
    ['other files are not photos', { width: 10, format: 'pdf' }, MEDIA_TYPE.OTHER, []],
  ])('%s', (_case, patch, type, expected) => {
    expect(photoWarnings({ ...good, ...patch }, type)).toEqual(expected);
  });

  it.each([
    [MEDIA_TYPE.PROFILE, true],
    [MEDIA_TYPE.FRONT, true],
    [MEDIA_TYPE.DISPLAY, true],
    [MEDIA_TYPE.LABEL, true],
    [MEDIA_TYPE.LAYOUT, false],
    [MEDIA_TYPE.OTHER, false],
  ])('type %i needs a white background (a reminder only): %s', (type, needed) => {
    expect(needsWhiteBackground(type)).toBe(needed);
  });
});
