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

  it('the server translates with pl as the fallback and interpolates values', () => {
    expect(translate('pl', 'login.throttled', { minutes: 3 })).toContain('3 min');
    expect(translate('de', 'no.such.key')).toBe('no.such.key');
  });
});
