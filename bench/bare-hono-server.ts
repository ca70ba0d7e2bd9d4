import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The yardstick of bench/show-rps.bench.ts: a Hono app that does nothing but answer a fixed JSON (the
 * show answer of a demo card, read once from BARE_JSON_FILE) on GET /card, served by @hono/node-server as
 * the product is. GET /ready tells the bench it listens.
 */
const card: unknown = JSON.parse(readFileSync(process.env.BARE_JSON_FILE ?? '', 'utf8'));
const app = new Hono();
app.get('/card', (c) => c.json(card));
app.get('/ready', (c) => c.text('ok'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
