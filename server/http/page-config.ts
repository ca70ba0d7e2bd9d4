import type { Context } from 'hono';
import type { PageConfig } from '@contract/user';
import { featuresForInstance } from '@domain/feature-flags';
import type { AppEnv } from '../app-env';
import { permissionsOf } from '../auth/require';

/** §1 Page config: instance, language, feature flags by id, app flags and the current user. */
export function pageConfigFor(
  c: Context<AppEnv>,
  page: { module: string | null; productId: number | null } = { module: null, productId: null },
): PageConfig {
  const config = c.get('config');
  const user = c.get('user');
  const session = c.get('session');
  return {
    instance: config.instance,
    language: c.get('language'),
    features: featuresForInstance(config.instance, config.disabledFeatures),
    flags: { bulk_edit: config.bulkEditEnabled },
    media_gallery_url: config.mediaGalleryUrl,
    session_length_ms: config.sessionLengthMs,
    development: config.development,
    csrf_token: session?.csrfToken ?? '',
    user,
    permissions: user === null ? [] : permissionsOf(user, config),
    module: page.module,
    product_id: page.productId,
    switched_by: c.get('switchedBy'),
  };
}
