import { describe, expect, test } from 'vitest';
import { catalogs } from '@i18n/translate';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { request } from '@tests/server/harness/http';

describe('GET /translations/Front{product}.json', () => {
  test.each(['pl', 'de', 'ro'] as const)('?locales=%s answers {%s: catalogue}', async (language) => {
    const { app } = await testApp();
    const response = await request(app, 'GET', `/translations/FrontProduct.json?locales=${language}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.body).toEqual({ [language]: catalogs[language] });
  });

  test('the Polish catalogue carries the messages the spec names', async () => {
    const { app } = await testApp();
    const response = await request(app, 'GET', '/translations/FrontProduct.json?locales=pl');
    const { pl } = response.body as { pl: typeof catalogs.pl };
    expect(pl.validation.passwordsMismatch).toBe('Podane hasła nie są takie same');
    expect(pl.validation.oneOf).toBe('Jedno z powyższych pól jest wymagane.');
  });

  test.each(['', '?locales=xx', '?locales=PL', '?locales=pl,de'])(
    '%s falls back to Polish',
    async (query) => {
      const { app } = await testApp();
      const response = await request(app, 'GET', `/translations/FrontProduct.json${query}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ pl: catalogs.pl });
    },
  );

  test.each(['Front.json', 'FrontMediaGallery.json', 'Front_dashboard-2.json'])(
    'any Front file name (%s) is served',
    async (file) => {
      const { app } = await testApp();
      expect((await request(app, 'GET', `/translations/${file}?locales=de`)).body).toEqual({
        de: catalogs.de,
      });
    },
  );

  test.each([
    'Back.json',
    'FrontProduct.js',
    'FrontProduct.json.bak',
    'front.json',
    '..%2Fpackage.json',
    'Front%2F..%2Fx.json',
  ])('an unknown file (%s) is a JSON 404', async (file) => {
    const { app } = await testApp();
    const response = await request(app, 'GET', `/translations/${file}`);
    expectError(response, 404, 'errors.notFoundApi');
  });
});
