import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatFileSize } from '@domain/format';
import type { AppEnv } from '../app-env';
import type { ServerConfig } from '../config';
import { galleryPrefix } from '../media-gallery/access';
import { errorAnswer } from './answers';

/**
 * How many bytes a request body may have, per route (docs/decisions/0029). A body over its limit is a
 * translated 413 before anything parses it: by its Content-Length when it has one, and otherwise while it
 * streams in, counted chunk by chunk and refused at the first byte past the limit, so an endless body is
 * never held in memory. The uploads (media, importer) check their own, larger, limits where they read the
 * form, with the messages their screens show; the table names them so that one place lists every limit.
 */

const KB = 1024;
const MB = 1024 * KB;

/** Every write not listed below: login, settings, lists of ids, comments. */
export const DEFAULT_BODY_LIMIT = 64 * KB;

export interface BodyLimit {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path pattern; `{gallery}` stands for the gallery's prefix (media_gallery_url, decision 0022). */
  pattern: string;
  /** Bytes, or `route` where the route enforces its own (upload) limit. */
  bytes: number | 'route';
  why: string;
}

export const BODY_LIMITS: readonly BodyLimit[] = [
  {
    method: 'POST',
    pattern: '/api/p1/product/new',
    bytes: 8 * MB,
    why: 'a card of 3,750 attributes each holding 1,000 Polish characters is 2.7 MB; room for three',
  },
  {
    method: 'PUT',
    pattern: '/api/p1/product/:id/edit',
    bytes: 8 * MB,
    why: 'the same card as the new-card save',
  },
  {
    method: 'PUT',
    pattern: '/api/p1/product/:id/rich-content',
    bytes: 2 * MB,
    why: 'rich content in three languages of up to 200,000 characters each (docs/decisions/0054)',
  },
  {
    method: 'POST',
    pattern: '/api/p1/logistic/validate',
    bytes: 1 * MB,
    why: 'the logistics of a card: 20 packages with every field are about 30 KB',
  },
  {
    method: 'POST',
    pattern: '/api/bulk-edit/:id/edits',
    bytes: 4 * MB,
    why: 'up to 5,000 cell edits of a bulk edit',
  },
  {
    method: 'POST',
    pattern: '/api/bulk-edit/:id/change',
    bytes: 1 * MB,
    why: "one field's data, set on every card of the bulk edit",
  },
  {
    method: 'POST',
    pattern: '/api/p1/products/bulk-numbers',
    bytes: 1 * MB,
    why: '500 cards with a product number per network',
  },
  {
    method: 'POST',
    pattern: '/api/p1/products/create-many',
    bytes: 1 * MB,
    why: '200 rows of new cards',
  },
  {
    method: 'POST',
    pattern: '/api/p1/offers',
    bytes: 1 * MB,
    why: 'an offer carries up to 50 attributes with their values',
  },
  {
    method: 'POST',
    pattern: '/api/p1/attribute-migrations',
    bytes: 256 * KB,
    why: 'a migration maps up to 200 values',
  },
  {
    method: 'PUT',
    pattern: '/api/p1/attribute-migrations/:id',
    bytes: 256 * KB,
    why: 'the same migration, edited',
  },
  {
    method: 'POST',
    pattern: '/api/p1/product/:id/report-issues',
    bytes: 256 * KB,
    why: 'up to 100 issues with their comments',
  },
  {
    method: 'POST',
    pattern: '/api/p1/product/media',
    bytes: 'route',
    why: 'a media file: 20 MB plus the form around it (media.errors.tooLarge)',
  },
  {
    method: 'POST',
    pattern: '{gallery}/assets',
    bytes: 'route',
    why: 'a gallery file: 20 MB plus the form around it (media.errors.tooLarge)',
  },
  {
    method: 'PUT',
    pattern: '/api/company/:id/logo',
    bytes: 2 * MB,
    why: 'a company logo: 1 MB plus the form (companies.errors.logoType)',
  },
  {
    method: 'PUT',
    pattern: '/api/my-company/logo',
    bytes: 2 * MB,
    why: "the company's own logo, as above",
  },
  {
    method: 'POST',
    pattern: '/product-excel/api/import/upload',
    bytes: 'route',
    why: 'an import file: IMPORT_MAX_BYTES (10 MB) plus the form (productsImporter.errors.tooLarge)',
  },
  {
    method: 'POST',
    pattern: '/api/company/gln-import',
    bytes: 'route',
    why: 'a GLN file: 2 MB plus the form (glnImport.errors.tooLarge, docs/decisions/0050)',
  },
];

function matcher(pattern: string, config: ServerConfig): RegExp {
  const escaped = pattern
    .replace('{gallery}', galleryPrefix(config))
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:id/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/** The limit of a request: bytes, or null when the route checks its own. */
export function bodyLimitFor(method: string, path: string, config: ServerConfig): number | null {
  const found = BODY_LIMITS.find(
    (limit) => limit.method === method && matcher(limit.pattern, config).test(path),
  );
  if (found === undefined) return DEFAULT_BODY_LIMIT;
  return found.bytes === 'route' ? null : found.bytes;
}

/** The middleware: refuses a body past the route's limit with 413 `errors.bodyTooLarge`. */
export function bodyLimits(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const compiled = BODY_LIMITS.map((limit) => ({ ...limit, regex: matcher(limit.pattern, config) }));
  const refuse = (c: Context<AppEnv>, bytes: number) => {
    // The rest of the body is not wanted: the connection closes instead of reading it.
    c.header('Connection', 'close');
    return errorAnswer(c, 413, 'errors.bodyTooLarge', { max: formatFileSize(bytes, c.get('language')) });
  };
  const streamed = new Map<number, MiddlewareHandler<AppEnv>>();
  const countWhileStreaming = (bytes: number) => {
    let guard = streamed.get(bytes);
    if (guard === undefined) {
      guard = bodyLimit({ maxSize: bytes, onError: (c) => refuse(c, bytes) });
      streamed.set(bytes, guard);
    }
    return guard;
  };
  return async (c, next) => {
    const { method, path } = c.req;
    if (method === 'GET' || method === 'HEAD') return next();
    const found = compiled.find((limit) => limit.method === method && limit.regex.test(path));
    const bytes = found === undefined ? DEFAULT_BODY_LIMIT : found.bytes;
    if (bytes === 'route') return next();
    const length = c.req.header('content-length');
    // With a length (and no chunking) Node reads no more than it says: the header alone decides, and the
    // body stays untouched for the route's own fast reading.
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(length) > bytes ? refuse(c, bytes) : next();
    if (c.req.raw.body === null) return next();
    return countWhileStreaming(bytes)(c, next);
  };
}
