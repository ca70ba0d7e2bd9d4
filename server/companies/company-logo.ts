import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../app-env';
import { companies } from '../db/schema';
import { errorAnswer, faultAnswer } from '../http/answers';
import { newMediaKey } from '../media/storage';
import { translate } from '@i18n/translate';
import { COMPANY_NAMESPACE } from './company-writes';

/** §3 Company logo: at most 1 MB (docs/decisions/0047). */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** The image type read from the first bytes (never from the name or the declared type). */
function logoMime(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

const logoFault = (c: Context<AppEnv>) =>
  faultAnswer(c, [
    {
      namespace: COMPANY_NAMESPACE,
      field: 'logo',
      message: translate(c.get('language'), 'companies.errors.logoType'),
      type: 'validation',
    },
  ]);

/**
 * Stores the uploaded logo (form field `logo`) for the company: the bytes first under a new key, then the
 * row in one statement, then the old bytes go. A refused file changes nothing.
 */
export async function replaceLogo(c: Context<AppEnv>, companyId: number): Promise<Response> {
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    return logoFault(c);
  }
  const file = form.logo;
  if (typeof file === 'string' || file === undefined || file.size === 0 || file.size > LOGO_MAX_BYTES)
    return logoFault(c);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = logoMime(bytes);
  if (mime === null) return logoFault(c);
  const key = newMediaKey();
  await c.get('media').put(key, bytes);
  const [before] = await c
    .get('db')
    .select({ key: companies.logoKey })
    .from(companies)
    .where(eq(companies.id, companyId));
  const done = await c
    .get('db')
    .update(companies)
    .set({ logoKey: key, logoMime: mime })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  if (done.length === 0) {
    await c.get('media').delete(key);
    return errorAnswer(c, 404, 'companies.errors.notFound');
  }
  if (before?.key) await c.get('media').delete(before.key);
  return c.json({ logo_url: `/api/company/${companyId}/logo?v=${key.slice(0, 8)}` });
}

/** The logo's bytes for any signed-in user (the header shows it), or 404. */
export async function logoAnswer(c: Context<AppEnv>, companyId: number): Promise<Response> {
  const [row] = await c
    .get('db')
    .select({ key: companies.logoKey, mime: companies.logoMime })
    .from(companies)
    .where(eq(companies.id, companyId));
  const bytes = row?.key ? await c.get('media').get(row.key) : null;
  if (bytes === null || !row?.mime) return errorAnswer(c, 404, 'companies.errors.notFound');
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': row.mime,
    'Cache-Control': 'private, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
  });
}
