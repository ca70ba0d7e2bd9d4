import { describe, expect, test } from 'vitest';
import { sessions } from '@server/db/schema';
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, bodyLimitFor } from '@server/http/body-limits';
import { testApp, testConfig } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { makeCard } from '@tests/unit/fixtures/product-card';

const CHUNK = 16 * 1024;

/** A JSON body of `size` bytes sent in 16 KiB chunks without a Content-Length; counts what was pulled. */
function streamedBody(size: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  const head = new TextEncoder().encode('{"email":"');
  let sentHead = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) {
        sentHead = true;
        pulled.bytes += head.length;
        controller.enqueue(head);
        return;
      }
      if (pulled.bytes >= size) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describe('request body limits (docs/decisions/0029)', () => {
  test('a login body over the limit, by Content-Length, is a translated 413 and logs nobody in', async () => {
    const { app, db } = await testApp();
    const body = JSON.stringify({ email: 'supplier@demo.pim', password: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    const answer = await request(app, 'POST', '/api/login', {
      raw: body,
      headers: { 'content-length': String(Buffer.byteLength(body)), cookie: 'pim_lang=de' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      code: 'errors.bodyTooLarge',
      message: 'Die Anfrage ist zu groß (höchstens 64 kB).',
    });
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  test('a streamed body without Content-Length is refused at the limit, not read to its end', async () => {
    const { app } = await testApp();
    const total = 64 * 1024 * 1024;
    const { stream, pulled } = streamedBody(total);
    const response = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('errors.bodyTooLarge');
    // Refused after about the limit: the rest of the 64 MB was never pulled from the client.
    expect(pulled.bytes).toBeLessThan(DEFAULT_BODY_LIMIT + 4 * CHUNK);
  });

  test('a body just under the limit still reaches the login', async () => {
    const { app } = await testApp();
    const answer = await request(app, 'POST', '/api/login', {
      body: { email: 'supplier@demo.pim', password: 'x'.repeat(DEFAULT_BODY_LIMIT - 100) },
    });
    expect(answer.status).toBe(400);
  });

  test('the card save takes a card of 3,750 attributes with long Polish texts', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = makeCard(3750, 20);
    const long = 'żółć '.repeat(200);
    const attributes = card.attributes.map((attribute) => ({
      uuid: attribute.uuid,
      code: attribute.code,
      data: attribute.data.map((entry) => ({ ...entry, value: entry.value.map(() => long) })),
    }));
    const body = JSON.stringify({ ...card.payload, attributes });
    expect(Buffer.byteLength(body)).toBeGreaterThan(2 * 1024 * 1024);
    const answer = await request(app, 'PUT', '/api/p1/product/1/edit', {
      raw: body,
      cookie: session.cookie,
      csrf: session.csrf,
    });
    // Whatever the save thinks of the card, its size is no reason to refuse it.
    expect(answer.status).not.toBe(413);
  });

  test('every write route has one limit in the table; uploads keep their own', () => {
    const config = testConfig();
    expect(bodyLimitFor('POST', '/api/login', config)).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('PUT', '/api/p1/product/12/edit', config)).toBe(8 * 1024 * 1024);
    expect(bodyLimitFor('POST', '/api/p1/product/new', config)).toBe(8 * 1024 * 1024);
    expect(bodyLimitFor('POST', '/api/p1/product/media', config)).toBeNull();
    expect(bodyLimitFor('POST', '/product-excel/api/import/upload', config)).toBeNull();
    for (const limit of BODY_LIMITS) expect(limit.why.length).toBeGreaterThan(10);
  });
});
