import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogs } from '@i18n/translate';

/** §2 Modals: media remark — the badge's accessible name in each language's plural forms. */
describe('the remark count of a photo', () => {
  const named = async (language: 'pl' | 'de' | 'ro', count: number) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { [language]: { translation: catalogs[language] } },
      interpolation: { escapeValue: false },
    });
    return i18n.t('mediaRemark.count', { count, name: 'front.jpg' });
  };

  it.each([
    ['pl', 1, '1 uwaga do zdjęcia front.jpg'],
    ['pl', 2, '2 uwagi do zdjęcia front.jpg'],
    ['pl', 5, '5 uwag do zdjęcia front.jpg'],
    ['pl', 22, '22 uwagi do zdjęcia front.jpg'],
    ['de', 1, '1 Anmerkung zum Foto front.jpg'],
    ['de', 3, '3 Anmerkungen zum Foto front.jpg'],
    ['ro', 1, '1 observație la fotografia front.jpg'],
    ['ro', 3, '3 observații la fotografia front.jpg'],
    ['ro', 20, '20 de observații la fotografia front.jpg'],
  ] as const)('%s, %i remarks: %s', async (language, count, text) => {
    expect(await named(language, count)).toBe(text);
  });
});
