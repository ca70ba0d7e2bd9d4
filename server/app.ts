import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { apiTokenMiddleware } from './api-tokens/bearer';
import { csrfMiddleware } from './auth/csrf';
import { sessionMiddleware } from './auth/session-middleware';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { errorAnswer } from './http/answers';
import { bodyLimits } from './http/body-limits';
import { contentSecurity } from './http/content-security';
import { securityHeaders } from './http/security-headers';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './media/storage';
import { mediaStorageFor } from './media/storage-from-config';
import { accountRoutes } from './routes/account';
import { accountsListRoutes } from './routes/accounts-list';
import { shopAssortmentRoutes } from './routes/shop-assortment';
import { shopProductRoutes } from './routes/shop-products';
import { unblockRequestRoutes } from './routes/unblock-requests';
import { userAccountRoutes } from './routes/user-account';
import { userRoutes } from './routes/users';
import { addressRoutes } from './routes/addresses';
import { companyRoutes } from './routes/companies';
import { myCompanyRoutes } from './routes/my-company';
import { glnImportRoutes } from './routes/gln-import';
import { gs1PrefixRoutes } from './routes/gs1-prefixes';
import { categoryRoutes } from './routes/categories';
import { dashboardRoutes } from './routes/dashboard';
import { jobRoutes } from './routes/jobs';
import { storageSweepRoutes } from './routes/storage-sweep';
import { legacyRoutes } from './routes/legacy';
import { productPassportRoutes } from './routes/product-passport';
import { productMediaRemarkRoutes } from './routes/product-media-remarks';
import { productRichContentRoutes } from './routes/product-rich-content';
import { logisticValidateRoutes } from './routes/logistic-validate';
import { producerRoutes } from './routes/producers';
import { productExportRoutes } from './routes/product-export';
import { productsImporterRoutes } from './routes/products-importer';
import { bulkEditRoutes } from './routes/bulk-edit';
import { offerRoutes } from './routes/offers';
import { offerSendRoutes } from './routes/offer-send';
import { productActionRoutes } from './routes/product-actions';
import { draftCopyRoutes } from './routes/draft-copy';
import { bulkProductRoutes } from './routes/bulk-products';
import { attributeMigrationRoutes } from './routes/attribute-migrations';
import { essentialityRoutes } from './routes/essentialities';
import { requirementSetRoutes } from './routes/requirement-sets';
import { productIssueRoutes } from './routes/product-issues';
import { productListRoutes } from './routes/product-list';
import { qcListRoutes } from './routes/qc-list';
import { cinPanelRoutes } from './routes/cin-panel';
import { productMediaRoutes } from './routes/product-media';
import { productPrintRoutes } from './routes/product-print';
import { productSaveRoutes } from './routes/product-save';
import { productSchemaRoutes } from './routes/product-schema';
import { productSearchRoutes } from './routes/product-search';
import { productShowRoutes } from './routes/product-show';
import { cardHistoryRoutes } from './routes/card-history';
import { readinessRoutes } from './routes/readiness';
import { retailChainRoutes } from './routes/retail-chain';
import { retailGroupPreviewRoutes } from './routes/retail-group-preview';
import { sessionRoutes } from './routes/session';
import { spaRoutes } from './routes/spa';
import { statechartRoutes } from './routes/statecharts';
import { translationRoutes } from './routes/translations';
import { galleryPrefix } from './media-gallery/access';
import { mediaGalleryRoutes } from './routes/media-gallery';
import { apiTokenRoutes } from './routes/api-tokens';
import type { PoolUse } from './db/client';
import { accessLog } from './ops/access-log';
import { healthRoutes } from './ops/health-routes';
import { newLifecycle, type Lifecycle } from './ops/lifecycle';
import { silentLogger, type Logger } from './ops/logger';
import { createMetrics } from './ops/metrics';
import { requestIdMiddleware } from './ops/request-context';
import { switchUserRoutes } from './routes/switch-user';
import { whileSwitched } from './switch-user/while-switched';
import { auditTrailRoutes } from './routes/audit-trail';
import { actingDb, requestActor } from './audit/actor';
import type { ChangeFeed } from './cache/change-feed';
import { keptShows } from './cache/kept-show';
import { ServerCaches } from './cache/server-caches';
import { writeMarker } from './http/write-marker';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  /** Where uploaded media bytes live; default: on disk under `config.dataDir`/media. */
  mediaStorage?: MediaStorage;
  /** Folder of the built SPA (index.html and assets/). */
  clientDir: string;
  /** The last model-test coverage, read by the statechart viewer (default: coverage/statecharts.json). */
  coverageFile?: string;
  /** Where unexpected errors are reported; the caller gets a translated 500 without details. */
  reportError?: (error: unknown) => void;
  /** Structured request lines (default: none). */
  logger?: Logger;
  /** Set to draining on SIGTERM: /readyz then answers 503 (default: never draining). */
  lifecycle?: Lifecycle;
  /** The PostgreSQL pool's connections, for /metrics (PGlite has no pool). */
  poolUse?: (() => PoolUse) | null;
  /**
   * The database's notices of changes, heard by this process: with it the server keeps sessions and card
   * answers between requests (docs/decisions/0068); without it every request reads the database.
   */
  changes?: ChangeFeed | null;
}

/** The whole HTTP surface: API, translations and the SPA, on one Hono app. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const spa = spaRoutes(deps.clientDir);
  const media = deps.mediaStorage ?? mediaStorageFor(deps.config);
  const logger = deps.logger ?? silentLogger();
  const caches = deps.changes === undefined || deps.changes === null ? null : new ServerCaches(deps.changes);
  const metrics = createMetrics(deps.db, deps.poolUse ?? null, caches);
  const reportError =
    deps.reportError ??
    (deps.logger === undefined
      ? (error: unknown) => console.error(error)
      : (error: unknown) => logger.error({ err: error }, 'unexpected error'));

  // First: every later line, job and answer carries the request's id.
  app.use(requestIdMiddleware());
  app.use(metrics.middleware);
  app.use(accessLog(logger));
  app.use(securityHeaders());
  app.use(contentSecurity(deps.config));
  app.use(async (c, next) => {
    // Every transaction of the request tells the audit triggers who writes (docs/decisions/0052).
    c.set(
      'db',
      actingDb(deps.db, () => requestActor(c)),
    );
    c.set('switchedBy', null);
    c.set('config', deps.config);
    c.set('mailer', deps.mailer);
    c.set('media', media);
    c.set('caches', caches);
    await next();
  });
  // Before the session: a load balancer's probes cost no session lookup and need no cookie.
  app.route(
    '/',
    healthRoutes({
      lifecycle: deps.lifecycle ?? newLifecycle(),
      metrics,
      metricsToken: deps.config.metricsToken,
    }),
  );
  app.use(sessionMiddleware(deps.db, caches));
  // A kept card show is answered here, before the routes are searched (docs/decisions/0068).
  app.use(keptShows(caches));
  // A browser's reads right after its writes go to the database on every server (docs/decisions/0068).
  app.use(writeMarker());
  // Before the body limits: a token refused or out of calls is answered before its body is read.
  app.use(apiTokenMiddleware());
  // Before any route reads a body: one past its route's limit is refused unread (docs/decisions/0029).
  app.use(bodyLimits(deps.config));
  app.use(csrfMiddleware());
  // §6 Switch user: holder-only calls refused while switched, and every write then logged with both people.
  app.use(whileSwitched());

  app.route('/', sessionRoutes);
  app.route('/', accountRoutes);
  app.route('/', accountsListRoutes);
  app.route('/', userRoutes);
  app.route('/', userAccountRoutes);
  app.route('/', unblockRequestRoutes);
  app.route('/', apiTokenRoutes);
  app.route('/', switchUserRoutes);
  app.route('/', auditTrailRoutes);
  app.route('/', shopProductRoutes);
  app.route('/', shopAssortmentRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', productSearchRoutes);
  app.route('/', productSchemaRoutes);
  app.route('/', productShowRoutes);
  app.route('/', cardHistoryRoutes);
  app.route('/', productSaveRoutes);
  app.route('/', productMediaRoutes);
  app.route('/', productMediaRemarkRoutes);
  app.route('/', productRichContentRoutes);
  app.route('/', productIssueRoutes);
  app.route('/', productListRoutes);
  app.route('/', jobRoutes);
  app.route('/', offerRoutes);
  app.route('/', offerSendRoutes);
  app.route('/', retailChainRoutes);
  app.route('/', retailGroupPreviewRoutes);
  app.route('/', qcListRoutes);
  app.route('/', cinPanelRoutes);
  app.route('/', productActionRoutes);
  app.route('/', draftCopyRoutes);
  app.route('/', bulkProductRoutes);
  app.route('/', requirementSetRoutes);
  app.route('/', essentialityRoutes);
  app.route('/', readinessRoutes);
  app.route('/', attributeMigrationRoutes);
  app.route('/', productPrintRoutes);
  // Before legacyRoutes: its /product/* redirect to the SPA must not swallow the xlsx exports.
  app.route('/', productExportRoutes);
  app.route('/', productPassportRoutes);
  app.route('/', productsImporterRoutes);
  app.route('/', bulkEditRoutes);
  app.route('/', logisticValidateRoutes);
  app.route('/', categoryRoutes);
  app.route('/', producerRoutes);
  app.route('/', addressRoutes);
  app.route('/', companyRoutes);
  app.route('/', myCompanyRoutes);
  app.route('/', glnImportRoutes);
  app.route('/', gs1PrefixRoutes);
  app.route('/', storageSweepRoutes);
  app.route('/', statechartRoutes(deps.coverageFile));
  app.route('/', translationRoutes);
  // §2 The media gallery under the path of media_gallery_url (docs/decisions/0022).
  app.route(galleryPrefix(deps.config), mediaGalleryRoutes);
  app.route('/', legacyRoutes);
  app.route('/', spa.app);

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return errorAnswer(c, 404, 'errors.notFoundApi');
    // §2 The register page is also reached by any path containing "register".
    if (c.req.method === 'GET' && c.req.path.includes('register')) return c.redirect('/react/register', 302);
    return spa.notFoundPage(c);
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    reportError(error);
    return errorAnswer(c, 500, 'errors.generic');
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
