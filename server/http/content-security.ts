import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { ServerConfig } from '../config';
import { isWholeAnswer } from './security-headers';

/**
 * Content-Security-Policy of every answer (docs/decisions/0029). A route that sets its own keeps it (the
 * print pages, the served media files); every other HTML page gets the app's policy, everything else one
 * that lets nothing load or run.
 */

/**
 * The host page and the static pages: scripts only from this server (the page config is a JSON data
 * block, the outdated-browser notice a file), styles also inline (Radix's scroll lock injects a style
 * element, the statechart SVGs carry style attributes), images also as data: and blob: URLs (thumbnails,
 * the image editor), and the media gallery's origin when it is elsewhere.
 */
export function appPolicy(config: ServerConfig): string {
  const gallery = new URL(config.mediaGalleryUrl, 'http://localhost').origin;
  const elsewhere = /^https?:\/\//i.test(config.mediaGalleryUrl) ? ` ${gallery}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${elsewhere}`,
    "font-src 'self' data:",
    `connect-src 'self'${elsewhere}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** A stored file opened on its own (an image, a download): nothing runs, not even in its own origin. */
export const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * A PDF opened in the browser's viewer: the viewer does not open in a sandbox, so the PDF gets everything
 * else: it loads and runs nothing of its own, is framed only by the app, posts no forms.
 */
export const PDF_POLICY =
  "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** JSON, spreadsheets, text: nothing to load or run, never framed. */
export const DATA_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function contentSecurity(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const app = appPolicy(config);
  return async (c, next) => {
    await next();
    if (isWholeAnswer(c.res) || c.res.headers.has('Content-Security-Policy')) return;
    const type = c.res.headers.get('Content-Type') ?? '';
    c.res.headers.set('Content-Security-Policy', type.startsWith('text/html') ? app : DATA_POLICY);
  };
}
