import { Hono } from 'hono';
import { LANGUAGES, type Language } from '@domain/constants';
import { catalogs } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { errorAnswer } from '../http/answers';

/** §7 GET /translations/Front{product}.json?locales={language}: the UI messages of one language. */
export const translationRoutes = new Hono<AppEnv>().get('/translations/:file', (c) => {
  if (!/^Front[A-Za-z0-9_-]*\.json$/.test(c.req.param('file')))
    return errorAnswer(c, 404, 'errors.notFoundApi');
  const requested = c.req.query('locales') ?? 'pl';
  const language: Language = (LANGUAGES as readonly string[]).includes(requested)
    ? (requested as Language)
    : 'pl';
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ [language]: catalogs[language] });
});
