import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../app-env';
import { pageConfigFor } from '../http/page-config';

const PLACEHOLDER = '<!--PAGE_CONFIG-->';

/** JSON inside a script element: `<` is escaped so no value can close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built SPA under /react/: assets as files (a missing one is a 404, never index.html, so a stale
 * chunk fails loudly and the chunk-retry machine reloads), every other path the host page with its config.
 */
export function spaRoutes(clientDir: string) {
  let template: string | null = null;
  const indexHtml = () => {
    if (template === null || process.env.NODE_ENV === 'development') {
      const file = join(clientDir, 'index.html');
      template = existsSync(file) ? readFileSync(file, 'utf8') : null;
    }
    return template;
  };

  const app = new Hono<AppEnv>();
  app.use(
    '/react/assets/*',
    serveStatic({
      root: clientDir,
      rewriteRequestPath: (path) => path.replace(/^\/react/, ''),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/react/assets/*', (c) => c.text('Not found', 404));
  // Files Vite copies from public/: the icon, the static terms and privacy pages (§2 Polish variant), and
  // the script that reads the page config and shows the outdated-browser notice.
  for (const file of ['favicon.svg', 'terms.html', 'privacy.html', 'legal.css', 'boot.js']) {
    app.get(`/react/${file}`, serveStatic({ path: join(clientDir, file) }));
  }

  const page = (status: 200 | 404) => (c: Context<AppEnv>) => {
    const html = indexHtml();
    if (html === null)
      return c.text('The client is not built yet: run `npm run build` (npm start does it).', 500);
    // A data block, not a script: the Content-Security-Policy runs no inline script; public/boot.js reads it.
    const script = `<script type="application/json" id="page-config">${inlineJson(pageConfigFor(c))}</script>`;
    c.header('Cache-Control', 'no-store');
    return c.html(html.replace(PLACEHOLDER, script), status);
  };
  app.get('/react', (c) => c.redirect('/react/', 301));
  app.get('/react/*', page(200));
  return { app, notFoundPage: page(404) };
}
