import { Hono } from 'hono';
import { passportQuerySchema } from '@contract/product-passport';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { errorAnswer } from '../http/answers';
import { loadExportCard } from '../products/export-card';
import { wawiPassport } from '../products/passport-wawi';
import { passportPage } from '../products/passport-wawi-html';
import { notFoundPage, PRINT_HEADERS } from './product-print';

const ID = '/product/:id{[0-9]+}';

/**
 * §2 {app}/product/{id}/get-passport-wawi ({app} is empty, docs/decisions/0001 and 0044): the card's
 * passport for merchandise-management systems, to whoever may see the card (a 404 otherwise, as print and
 * show). A printable page by default; `?format=json` the same data machine-readable. Registered before the
 * site-root redirects of legacy.ts, which would otherwise send /product/* to the SPA.
 */
export const productPassportRoutes = new Hono<AppEnv>().get(
  `${ID}/get-passport-wawi`,
  requireUser(),
  async (c) => {
    const query = passportQuerySchema.safeParse({ format: c.req.query('format') });
    if (!query.success) return errorAnswer(c, 400, 'productPassport.badFormat');
    const json = query.data.format === 'json';
    const card = await loadExportCard(c, Number(c.req.param('id')));
    if (card === null) return json ? errorAnswer(c, 404, 'errors.productNotFound') : notFoundPage(c);
    const passport = wawiPassport(card, new Date());
    if (json)
      return c.json(passport, 200, {
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    return c.html(passportPage(passport, c.get('language'), `${c.req.path}?format=json`), 200, PRINT_HEADERS);
  },
);
