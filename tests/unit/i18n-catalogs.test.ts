import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { catalogs, translate } from '@i18n/translate';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

/** Plural forms differ per language (pl: one/few/many, de: one/other, ro: one/few/other): compare the bases. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
function baseKeys(node: unknown): string[] {
  return [...new Set(keysOf(node).map((key) => key.replace(PLURAL, '')))].sort();
}

describe('messages in pl, de and ro', () => {
  const polish = baseKeys(catalogs.pl);

  it.each(['de', 'ro'] as const)('%s has every key of pl and no other', (language) => {
    expect(baseKeys(catalogs[language])).toEqual(polish);
  });

  it.each([
    ['de', ['one', 'other']],
    ['ro', ['one', 'few', 'other']],
  ] as const)('%s has the plural forms its language needs', (language, forms) => {
    const plurals = keysOf(catalogs[language]).filter((key) => PLURAL.test(key));
    const bases = new Set(plurals.map((key) => key.replace(PLURAL, '')));
    for (const base of bases) for (const form of forms) expect(plurals, base).toContain(`${base}_${form}`);
  });

  it.each(['de', 'ro'] as const)('%s keeps the placeholders of pl', (language) => {
    for (const key of keysOf(catalogs.pl).filter((k) => !PLURAL.test(k))) {
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(translate(language, key)), key).toEqual(placeholders(translate('pl', key)));
    }
  });

  it('Polish plurals pick one, few, many', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'pl', resources: { pl: { translation: catalogs.pl } } });
    expect(i18n.t('plurals.days', { count: 1 })).toBe('1 dzień');
    expect(i18n.t('plurals.days', { count: 3 })).toBe('3 dni');
    expect(i18n.t('plurals.days', { count: 5 })).toBe('5 dni');
    expect(i18n.t('plurals.selected', { count: 1 })).toBe('Wybrano 1 opcję');
    expect(i18n.t('plurals.selected', { count: 22 })).toBe('Wybrano 22 opcje');
    expect(i18n.t('plurals.selected', { count: 12 })).toBe('Wybrano 12 opcji');
    expect(i18n.t('dashboard.cards', { count: 2 })).toBe('2 karty');
  });

  it('pl has one, few, many and other of every plural', () => {
    const plurals = keysOf(catalogs.pl).filter((key) => PLURAL.test(key));
    const bases = new Set(plurals.map((key) => key.replace(PLURAL, '')));
    for (const base of bases)
      for (const form of ['one', 'few', 'many', 'other']) expect(plurals, base).toContain(`${base}_${form}`);
  });

  it.each(['pl', 'de', 'ro'] as const)(
    '%s shows no count before a word unless the word follows the count',
    (language) => {
      // "4 plików" is wrong Polish; a counted noun needs the plural forms (or the count after a colon).
      const counted = /\{\{(count|n|cards|attributes|files|rows|total)\}\} (?!(z|von|din|de|din|×)\s)\p{L}/u;
      const found = keysOf(catalogs[language])
        .filter((key) => !PLURAL.test(key))
        .filter((key) => counted.test(translate(language, key)));
      expect(found).toEqual([]);
    },
  );

  it.each([
    ['pl', 1, 'Plik ZIP gotowy: 1 plik'],
    ['pl', 4, 'Plik ZIP gotowy: 4 pliki'],
    ['pl', 5, 'Plik ZIP gotowy: 5 plików'],
    ['pl', 22, 'Plik ZIP gotowy: 22 pliki'],
    ['de', 1, 'ZIP-Datei bereit: 1 Datei'],
    ['de', 4, 'ZIP-Datei bereit: 4 Dateien'],
    ['ro', 1, 'Fișier ZIP gata: 1 fișier'],
    ['ro', 4, 'Fișier ZIP gata: 4 fișiere'],
    ['ro', 20, 'Fișier ZIP gata: 20 de fișiere'],
  ] as const)('the server counts in %s plural forms: %d', (language, count, text) => {
    expect(translate(language, 'mediaGallery.download.ready', { count })).toBe(text);
  });

  it('the server translates with pl as the fallback and interpolates values', () => {
    expect(translate('pl', 'login.throttled', { minutes: 3 })).toContain('3 min');
    expect(translate('de', 'no.such.key')).toBe('no.such.key');
  });
});
