import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { loadExportCard } from '../products/export-card';
import { escapeHtml, printPage, type PrintVariant } from '../products/print-html';
import { PRINT_CSS } from '../products/print-style';
import { translate } from '@i18n/translate';

/** The page runs nothing and loads nothing but its own inline style and the card's images. */
const PRINT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
export const PRINT_HEADERS = {
  'Content-Security-Policy': PRINT_CSP,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** A card the user may not see is a 404 page (the link was followed in a browser tab, not fetched). */
export function notFoundPage(c: Context<AppEnv>) {
  const message = escapeHtml(translate(c.get('language'), 'errors.productNotFound'));
  return c.html(
    `<!doctype html><html lang="${c.get('language')}"><head><meta charset="utf-8"><title>${message}</title><style>${PRINT_CSS}</style></head><body><h1>404</h1><p>${message}</p></body></html>`,
    404,
    PRINT_HEADERS,
  );
}

function print(variant: PrintVariant) {
  return async (c: Context<AppEnv>) => {
    const card = await loadExportCard(c, Number(c.req.param('id')));
    if (card === null) return notFoundPage(c);
    return c.html(printPage(card, variant, c.get('language'), new Date()), 200, PRINT_HEADERS);
  };
}

const ID = '/api/p1/product/:id{[0-9]+}';

/**
 * §7 Navigation links api/p1/product/{id}/print, print_filled and print-skip-network-attributes: the card
 * as a printable page for whoever may see it (same visibility as show), in the user's language.
 */
export const productPrintRoutes = new Hono<AppEnv>()
  .get(`${ID}/print`, requireUser(), print('all'))
  .get(`${ID}/print_filled`, requireUser(), print('filled'))
  .get(`${ID}/print-skip-network-attributes`, requireUser(), print('skipNetwork'));
