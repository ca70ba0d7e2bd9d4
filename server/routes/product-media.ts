import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mediaUploadFieldsSchema } from '@contract/media';
import type { Language } from '@domain/constants';
import { formatFileSize } from '@domain/format';
import { MEDIA_UPLOAD, sanitizeFileName } from '@domain/media';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission, requireUser } from '../auth/require';
import { mediaFiles } from '../db/schema';
import { errorAnswer, faultAnswer, faultsFromZod } from '../http/answers';
import { FILE_POLICY, PDF_POLICY } from '../http/content-security';
import { answerOf, findReadableFile } from '../media/files';
import { inspectUpload, isInline, PDF_TYPE } from '../media/inspect';
import { newMediaKey } from '../media/storage';
import { findVisibleCard } from '../products/card';

/** The fault namespace of upload answers. */
const NAMESPACE = 'media';
/** Room for the multipart boundaries and the other fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

type Values = Record<string, string | number>;

function refuse(c: Context<AppEnv>, field: string, key: string, values: Values = {}) {
  const message = translate(c.get('language'), key, values);
  return faultAnswer(c, [{ namespace: NAMESPACE, field, message, type: 'validation' }]);
}

/** The values the upload messages interpolate (limits in the user's terms). */
const limitsIn = (language: Language): Values => ({
  max: formatFileSize(MEDIA_UPLOAD.MAX_BYTES, language),
  pixels: Math.round(MEDIA_UPLOAD.MAX_PIXELS / 1_000_000),
});

/** A file part of the form (not a plain field); checked by shape, whichever realm's File made it. */
function isFilePart(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value;
}

/** RFC 5987 `filename*` value: UTF-8, percent-encoded, safe in a header whatever the name holds. */
function encodedFileName(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * §3 Media, §5 Photo requirements. POST /api/p1/product/media (multipart/form-data: `file`, `type`, optional
 * `product_id`): supplier or admin (product.edit). The image is read with sharp (header only, pixel limit
 * against decompression bombs), stored under a generated key, and answered with its metadata and the §5
 * photo warnings (message keys). GET /api/p1/media/{id}: the bytes, to the uploader, the owning company,
 * or whoever may see a card whose gallery holds the file (404 for everyone else).
 */
export const productMediaRoutes = new Hono<AppEnv>()
  .post(
    '/api/p1/product/media',
    requirePermission('product.edit'),
    bodyLimit({
      maxSize: MEDIA_UPLOAD.MAX_BYTES + FORM_OVERHEAD,
      onError: (c) => refuse(c, 'file', 'media.errors.tooLarge', limitsIn(c.get('language'))),
    }),
    async (c) => {
      const user = c.get('user')!;
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        return refuse(c, '_', 'media.errors.badRequest');
      }
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const fields = mediaUploadFieldsSchema.safeParse({
        type: text(form.type),
        ...(form.product_id === undefined ? {} : { product_id: text(form.product_id) }),
      });
      if (!fields.success) return faultAnswer(c, faultsFromZod(c, fields.error, NAMESPACE));
      const file = form.file;
      if (!isFilePart(file) || file.size === 0) return refuse(c, 'file', 'media.errors.noFile');
      if (file.size > MEDIA_UPLOAD.MAX_BYTES)
        return refuse(c, 'file', 'media.errors.tooLarge', limitsIn(c.get('language')));
      const filename = sanitizeFileName(file.name);
      if (!filename.ok) return refuse(c, 'file', 'media.errors.badFileName');

      // The file belongs to the card's company when a card is named (an admin uploading for a supplier).
      let companyId = user.company_id;
      if (fields.data.product_id !== undefined) {
        const card = await findVisibleCard(c.get('db'), user, Number(fields.data.product_id));
        if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
        companyId = card.companyId;
      }
      if (companyId === null) return errorAnswer(c, 403, 'session.forbidden');

      const type = Number(fields.data.type);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const inspected = await inspectUpload(bytes, type);
      if (!inspected.ok) return refuse(c, 'file', inspected.message, limitsIn(c.get('language')));

      const storage = c.get('media');
      const storageKey = newMediaKey();
      await storage.put(storageKey, bytes);
      try {
        const [row] = await c
          .get('db')
          .insert(mediaFiles)
          .values({
            companyId,
            uploadedBy: user.id,
            type,
            filename: filename.name,
            mime: inspected.file.mime,
            size: bytes.byteLength,
            width: inspected.file.width,
            height: inspected.file.height,
            dpi: inspected.file.dpi,
            format: inspected.file.format,
            colorSpace: inspected.file.colorSpace,
            storageKey,
          })
          .returning();
        return c.json(answerOf(row!), 201);
      } catch (error) {
        // Nothing stays behind when the row could not be written.
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },
  )
  .get('/api/p1/media/:id{[0-9]+}', requireUser(), async (c) => {
    const row = await findReadableFile(c.get('db'), c.get('user')!, Number(c.req.param('id')));
    if (row === null) return errorAnswer(c, 404, 'media.errors.notFound');
    // Streamed from the storage: a large file is never held whole in the server's memory.
    const stored = await c.get('media').open(row.storageKey);
    if (stored === null) return errorAnswer(c, 404, 'media.errors.notFound');
    const inline = isInline(row.mime);
    // Opened on its own, an image or a download runs nothing (a PDF viewer would not open in a sandbox).
    const policy = { 'Content-Security-Policy': row.mime === PDF_TYPE ? PDF_POLICY : FILE_POLICY };
    return c.body(stored.body, 200, {
      ...policy,
      // Only the stored, sniffed type: never SVG or HTML in place (they are kept as octet-stream).
      'Content-Type': inline ? row.mime : 'application/octet-stream',
      'Content-Length': String(stored.size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=${encodedFileName(row.filename)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
    });
  });
