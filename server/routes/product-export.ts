import { Hono, type Context } from 'hono';
import { exportFileName, isMetroExportRole, mayExportMetro } from '@domain/product-details';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { errorAnswer } from '../http/answers';
import { loadExportCard } from '../products/export-card';
import { metroWorkbook } from '../products/export-metro';
import { cardWorkbook } from '../products/export-xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ID = '/product/:id{[0-9]+}';

/** A file answer: the xlsx bytes, saved under a name from the GTIN (or the id), never cached. */
function xlsxAnswer(c: Context<AppEnv>, bytes: Buffer, name: string) {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': XLSX,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/**
 * §7 {app}/product/{id}/get-as-xlsx and get-as-xlsx-metro ({app} is empty, docs/decisions/0001): the card
 * as a real xlsx for whoever may see it (404 otherwise, as show). The Metro export answers 403 to roles it
 * is not for and 404 when the card is not available in Metro (docs/decisions/0015). Registered before the
 * site-root redirects of legacy.ts, which would otherwise send /product/* to the SPA.
 */
export const productExportRoutes = new Hono<AppEnv>()
  .get(`${ID}/get-as-xlsx`, requireUser(), async (c) => {
    const card = await loadExportCard(c, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    return xlsxAnswer(c, await cardWorkbook(card, c.get('language')), exportFileName(card.gtin, card.id));
  })
  .get(`${ID}/get-as-xlsx-metro`, requireUser(), async (c) => {
    const user = c.get('user')!;
    const card = await loadExportCard(c, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    if (!isMetroExportRole(user)) return errorAnswer(c, 403, 'productExport.metro.forbidden');
    if (!mayExportMetro(user, card.availability.availability))
      return errorAnswer(c, 404, 'productExport.metro.notInMetro');
    return xlsxAnswer(
      c,
      await metroWorkbook(card, c.get('language')),
      exportFileName(card.gtin, card.id, '-metro'),
    );
  });
