import { describe, expect, test } from 'vitest';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

const page = { headers: { accept: 'text/html' } };

describe('§2 Routes relative to the site root answer with the same screen under /react/', () => {
  test.each([
    ['/shop', '/react/shop'],
    ['/media-gallery/shared-directory/3f2a9c', '/react/media-gallery/shared-directory/3f2a9c'],
    ['/product/12/edit', '/react/product/12/edit'],
    ['/eb-login', '/react/login'],
  ])('%s redirects to %s', async (path, target) => {
    const { app } = await testApp();
    const answer = await request(app, 'GET', path, page);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(target);
  });

  test('the shared directory link keeps its query, for anyone who has the link', async () => {
    const { app } = await testApp();
    const answer = await request(app, 'GET', '/media-gallery/shared-directory/ab12?page=2', page);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/react/media-gallery/shared-directory/ab12?page=2');
  });

  test('a signed-in network user is sent to the shop screen too', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const answer = await request(app, 'GET', '/shop', { ...page, cookie: session.cookie });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/react/shop');
  });
});
