import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { ServerConfig } from '../config';
import { errorAnswer } from '../http/answers';
import { FILE_POLICY, PDF_POLICY } from '../http/content-security';
import { isInline, PDF_TYPE } from '../media/inspect';

/** The gallery's address as the browser uses it (`media_gallery_url`, default same origin). */
export function galleryBase(config: ServerConfig): string {
  return config.mediaGalleryUrl.replace(/\/+$/, '');
}

/** RFC 5987 `filename*`: UTF-8, percent-encoded, safe in a header whatever the name holds. */
export function encodedFileName(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Stored bytes as a file answer: only sniffed types in place, never run (a sandbox policy), no sniffing. */
export async function serveBytes(
  c: Context<AppEnv>,
  key: string,
  mime: string,
  name: string,
  download: boolean,
) {
  // Streamed from the storage: a large file is never held whole in the server's memory.
  const stored = await c.get('media').open(key);
  if (stored === null) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
  const inline = !download && isInline(mime);
  return c.body(stored.body, 200, {
    // A PDF viewer does not open in a sandbox: a PDF gets a policy that loads and runs nothing instead.
    'Content-Security-Policy': mime === PDF_TYPE ? PDF_POLICY : FILE_POLICY,
    'Content-Type': isInline(mime) ? mime : 'application/octet-stream',
    'Content-Length': String(stored.size),
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=${encodedFileName(name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, max-age=3600',
  });
}
