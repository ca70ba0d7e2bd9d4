import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** The query of the request as it came (with its `?`), or nothing. */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
}

/**
 * §2 Routes relative to the site root. The app path segment is empty (docs/decisions/0001), so the public
 * and product routes of the spec answer with a redirect to the same screen under /react/.
 */
export const legacyRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.redirect(c.get('user') === null ? '/react/login' : '/react/', 302))
  .get('/login', (c) => c.redirect('/react/login', 302))
  .get('/eb-login', (c) => c.redirect('/react/login', 302))
  .get('/eb-register', (c) => c.redirect('/react/register', 302))
  .get('/password/request-reset', (c) => c.redirect('/react/reset-password-request', 302))
  .get('/not-found', (c) => c.redirect('/react/not-found', 302))
  .get('/product/*', (c) => c.redirect(`/react${c.req.path}`, 302))
  // §2 Other routes: the shop and a shared directory's absolute link (whose token is in the path).
  .get('/shop', (c) => c.redirect('/react/shop', 302))
  .get('/media-gallery/shared-directory/:id', (c) =>
    c.redirect(`/react${c.req.path}${queryOf(c.req.url)}`, 302),
  );
