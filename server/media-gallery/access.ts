import type { Context, MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import type { Fault } from '@contract/fault';
import { FEATURE } from '@domain/feature-flags';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { permissionsOf } from '../auth/require';
import type { ServerConfig } from '../config';
import { users } from '../db/schema';
import { errorAnswer, faultAnswer } from '../http/answers';
import { loadCurrentUser } from '../users/current-user';

/** The fault namespace of every gallery answer. */
export const NAMESPACE = 'media_gallery';

/**
 * The path the gallery is served under on this server: the path of `media_gallery_url` (an absolute URL
 * names another host in the browser's eyes, but the same server answers under its path; decision 0022).
 */
export function galleryPrefix(config: ServerConfig): string {
  const path = new URL(config.mediaGalleryUrl, 'http://localhost').pathname.replace(/\/+$/, '');
  return path === '' ? '/media-gallery-api' : path;
}

/** Feature 16 on, and the user's media_gallery.access (§6: the has_media_gallery_access flag). */
export function mayUseGallery(user: CurrentUser, config: ServerConfig): boolean {
  return (
    !config.disabledFeatures.includes(FEATURE.MEDIA_GALLERY) &&
    permissionsOf(user, config).includes('media_gallery.access') &&
    user.company_id !== null
  );
}

/** 401 without a session; 403 for a user without gallery access (or without a company to own assets). */
export function requireGallery(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    if (!mayUseGallery(user, c.get('config'))) return errorAnswer(c, 403, 'session.forbidden');
    return next();
  };
}

/** The gallery user and the company that owns their assets (set by requireGallery). */
export function galleryUser(c: Context<AppEnv>): { user: CurrentUser; companyId: number } {
  const user = c.get('user')!;
  return { user, companyId: user.company_id! };
}

/** §7 The user whose media-gallery token the Authorization header carries (`Bearer ` optional), or null. */
export async function userOfToken(c: Context<AppEnv>): Promise<CurrentUser | null> {
  const header =
    c.req
      .header('authorization')
      ?.replace(/^Bearer\s+/i, '')
      .trim() ?? '';
  if (header === '' || header.length > 200) return null;
  const [row] = await c
    .get('db')
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mediaGalleryToken, header))
    .limit(1);
  if (row === undefined) return null;
  const user = await loadCurrentUser(c.get('db'), row.id);
  return user !== null && !user.is_blocked && mayUseGallery(user, c.get('config')) ? user : null;
}

/** A 400 with one translated fault. */
export function refuse(
  c: Context<AppEnv>,
  field: string,
  key: string,
  values: Record<string, string | number> = {},
) {
  const fault: Fault = {
    namespace: NAMESPACE,
    field,
    message: translate(c.get('language'), key, values),
    type: 'validation',
  };
  return faultAnswer(c, [fault]);
}
