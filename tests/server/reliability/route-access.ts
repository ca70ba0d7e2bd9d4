import type { SignedPrincipal } from './principals';

/**
 * R1: who may call each route of the server (§6 roles; docs/decisions/0003, 0009, 0010, 0016–0024), one
 * row per method and path as the route table names them. `authorization.test.ts` walks the route table:
 * a route without a row here fails, so a new route cannot be left out.
 *
 * Anonymous callers, the blocked role and a user deactivated behind an open session are never in
 * `allow` unless it is `everyone`: they get 401. A signed-in principal outside `allow` gets `denied`.
 */
export interface RouteAccess {
  /** The principals whose call goes through: they never get 401 or 403 (400 or 404 for a made-up body or id). */
  allow: 'everyone' | readonly SignedPrincipal[];
  /** What a signed-in principal outside `allow` gets (default 403). */
  denied?: 401 | 403 | 404;
  /** Path parameters of the matrix call; any other is a made-up id. */
  params?: Record<string, string | number>;
}

const SIGNED_IN = ['admin', 'supplier', 'supplier2', 'network', 'metro', 'qc', 'mdm', 'cm'] as const;
const ADMIN = ['admin'] as const;
const SUPPLIERS = ['supplier', 'supplier2'] as const;
/** §6 product.edit: suppliers and the operator's admins. */
const EDITORS = ['admin', 'supplier', 'supplier2'] as const;
/** The users of a retail network (network, metro and the QC manager are network roles). */
const NETWORKS = ['network', 'metro', 'qc'] as const;
/** §2 shop-management: who chooses a chain's assortment (its staff and category manager, not its QC). */
const SHOP_BUYERS = ['network', 'metro', 'cm'] as const;
/** has_media_gallery_access with a company (docs/decisions/0022). */
const GALLERY = ['admin', 'supplier'] as const;
/** qc.list: QC managers, admins and whoever may change a chain's QC status (docs/decisions/0016). */
const QC_LIST = ['admin', 'network', 'qc'] as const;
/** The chain the demo category and master-data managers work in (docs/decisions/0017). */
const CHAIN = { chain: 'selgros' };

const everyone: RouteAccess = { allow: 'everyone' };
const signedIn: RouteAccess = { allow: SIGNED_IN };
const only = (allow: readonly SignedPrincipal[], extra: Omit<RouteAccess, 'allow'> = {}): RouteAccess => ({
  allow,
  ...extra,
});

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // Session, registration and password reset (§7, §8): open to all, the session ones to signed-in users.
  // Operations (docs/decisions/0056): probes and metrics answer without a session.
  'GET /healthz': everyone,
  'GET /readyz': everyone,
  'GET /metrics': everyone,
  'POST /api/login': everyone,
  'POST /api/logout': everyone,
  'PUT /api/p1/update-session': signedIn,
  'GET /api/user-available-methods': signedIn,
  'GET /api/page-config': everyone,
  'PUT /api/language': everyone,
  'POST /api/register': everyone,
  'GET /api/register/confirm': everyone,
  'POST /api/password/request-reset': everyone,
  'POST /api/password/reset': everyone,
  // Accounts and unblock requests: user administration, admins only (docs/decisions/0018).
  'GET /api/users': only(ADMIN),
  'GET /api/company/:id/user': only(ADMIN),
  'GET /api/companies/choices': only(ADMIN),
  'GET /api/user/:id': only(ADMIN),
  'POST /api/user': only(ADMIN),
  // The matrix asks with a made-up id, so only an admin gets through; a user's own account is theirs
  // too (docs/decisions/0049, tests/server/user-account.test.ts).
  'PUT /api/user/:id': only(ADMIN),
  'GET /api/user/:id/information': only(ADMIN),
  'GET /api/user/:id/get-header-data': only(ADMIN),
  'PUT /api/user/:id/change-password': only(ADMIN),
  'DELETE /api/user/:id': only(ADMIN),
  'PUT /api/user/:id/change-active': only(ADMIN),
  'PUT /api/user/:id/assign-company': only(ADMIN),
  'PUT /api/users/change-active': only(ADMIN),
  'DELETE /api/users': only(ADMIN),
  // A blocked user asks to be unblocked without a session.
  'POST /api/unblock-request': everyone,
  'GET /api/unblock-requests': only(ADMIN),
  'PUT /api/unblock-requests/:id/accept': only(ADMIN),
  'PUT /api/unblock-requests/:id/reject': only(ADMIN),
  'GET /api/shop/products': only(NETWORKS),
  // §2 shop-management (docs/decisions/0051): a chain's buyers and category manager; admins read any.
  'GET /api/shop/assortment': only(['admin', ...SHOP_BUYERS]),
  'GET /api/shop/assortment/summary': only(['admin', ...SHOP_BUYERS]),
  'GET /api/shop/assortment/candidates': only(SHOP_BUYERS),
  'POST /api/shop/assortment': only(SHOP_BUYERS),
  'PUT /api/shop/assortment/status': only(SHOP_BUYERS),
  'PUT /api/shop/assortment/:id{[0-9]+}': only(SHOP_BUYERS),
  'DELETE /api/shop/assortment': only(SHOP_BUYERS),
  // docs/decisions/0046: the people of a supplier or a chain, and admins; not a chain's staff (mdm, cm).
  'GET /api/p1/api-tokens': only(['admin', ...SUPPLIERS, ...NETWORKS]),
  'POST /api/p1/api-tokens': only(['admin', ...SUPPLIERS, ...NETWORKS]),
  'PUT /api/p1/api-tokens/:id/revoke': only(['admin', ...SUPPLIERS, ...NETWORKS]),
  // docs/decisions/0048: an account's switch-me-to configuration and log are its holder's and the admins'
  // (with the matrix's made-up id only an admin gets past the check); a switch to a made-up id is refused
  // to everyone, as one that is not allowed.
  'GET /api/user/:id/configuration/switch-me-to': only(ADMIN),
  'PUT /api/user/:id/configuration/switch-me-to': only(ADMIN),
  'GET /api/user/:id/logs/switch-me-to': only(ADMIN),
  'GET /api/switch-me-to/targets': signedIn,
  'POST /api/user/:id/switch-me-to': only([]),
  'POST /api/switch-back': signedIn,
  // docs/decisions/0052: every signed-in user reads the trail of what they may see; whose is the IDOR test's part.
  'GET /api/p1/audit-trail': signedIn,
  'GET /api/p1/audit-trail/user/:id{[0-9]+}': signedIn,
  'GET /api/p1/audit-trail/company/:id{[0-9]+}': signedIn,
  'POST /api/p1/audit-trail/export': signedIn,
  'GET /api/dashboard/stats': signedIn,
  'GET /api/p1/search-product-by-ean': signedIn,
  // Cards: every signed-in user; which cards one sees is the IDOR test's part (404 for the others).
  'OPTIONS /api/p1/product/schema': signedIn,
  'OPTIONS /api/p1/product/schema/:id{[0-9]+}': signedIn,
  'GET /api/p1/product/show/:id{[0-9]+}': signedIn,
  'POST /api/p1/product/new': only(SUPPLIERS),
  'PUT /api/p1/product/:id{[0-9]+}/edit': only(EDITORS),
  'POST /api/p1/product/media': only(EDITORS),
  'GET /api/p1/media/:id{[0-9]+}': signedIn,
  // Issues (docs/decisions/0009, 0040): read by whoever sees the card; reported by networks, answered by
  // the card's supplier, accepted, reopened and cancelled by the reporter's side.
  'GET /api/p1/product/:id{[0-9]+}/issues': signedIn,
  'GET /api/p1/product/:id{[0-9]+}/issue-thread': signedIn,
  'GET /api/p1/product/:id{[0-9]+}/remarks': signedIn,
  // §2 media remark (docs/decisions/0044): read by whoever sees the card, written by reviewers and admins.
  'GET /api/p1/product/:id{[0-9]+}/media/:mediaId{[0-9]+}/remarks': signedIn,
  'GET /api/p1/product/:id{[0-9]+}/media-remarks': signedIn,
  // Card history (docs/decisions/0053): read by whoever sees the card; a restore is the card save.
  'GET /api/p1/product/:id{[0-9]+}/versions': signedIn,
  'GET /api/p1/product/:id{[0-9]+}/versions/compare': signedIn,
  'POST /api/p1/product/:id{[0-9]+}/media/:mediaId{[0-9]+}/remarks': only(['admin', ...NETWORKS]),
  // A card's rich content (docs/decisions/0054): read by whoever reads the card, changed by its editors.
  'GET /api/p1/product/:id{[0-9]+}/rich-content': signedIn,
  'PUT /api/p1/product/:id{[0-9]+}/rich-content': only(EDITORS),
  'GET /api/p1/product/:id{[0-9]+}/modal-info': signedIn,
  'PUT /api/p1/product/:id{[0-9]+}/resolve-issue': only(EDITORS),
  'PUT /api/p1/product/:id{[0-9]+}/accept-issue': only(['admin', ...NETWORKS]),
  'PUT /api/p1/product/:id{[0-9]+}/reopen-issue': only(['admin', ...NETWORKS]),
  'PUT /api/p1/product/:id{[0-9]+}/cancel-issue': only(['admin', ...NETWORKS]),
  'POST /api/p1/product/:id{[0-9]+}/report-issues': only(['admin', ...NETWORKS]),
  'GET /api/p1/products': signedIn,
  'GET /api/p1/products/export': signedIn,
  // Jobs: every signed-in user, each sees only their own (IDOR test).
  'POST /api/get-job/:id': signedIn,
  'GET /api/jobs': signedIn,
  'GET /api/jobs/:id/file': signedIn,
  // Offers and the chain panels (docs/decisions/0017).
  'GET /api/p1/offers': signedIn,
  'POST /api/p1/offers': only(SUPPLIERS),
  'GET /api/p1/retail-chain/products': only(['cm']),
  'POST /api/p1/approve-product/:chain/:id': only(['cm'], { params: CHAIN }),
  'POST /api/p1/reject-offer/:chain/:id': only(['cm'], { params: CHAIN }),
  'GET /api/p1/retail-chain/master-data': only(['mdm']),
  'GET /api/p1/network-attribute/:chain/:id': only(['mdm'], { params: CHAIN }),
  'POST /api/p1/network-attribute/:chain/:id': only(['mdm'], { params: CHAIN }),
  // QC list and CIN panel (docs/decisions/0016).
  'GET /api/p1/qc-products': only(QC_LIST),
  'GET /api/p1/product/qc/:id{[0-9]+}': only(QC_LIST),
  'POST /api/p1/product/qc/:id{[0-9]+}': only(QC_LIST),
  'POST /api/p1/products/qc': only(QC_LIST),
  'GET /api/p1/cin-products': only(['cm']),
  'POST /api/p1/product/send-get-cin-file': only(['cm']),
  'GET /api/p1/product/:id{[0-9]+}/get-cin-file': only(['cm']),
  // Card actions (docs/decisions/0024).
  'DELETE /api/p1/products': only(EDITORS),
  'POST /api/p1/copy-product/:id{[0-9]+}': only(SUPPLIERS),
  'POST /product/:id{[0-9]+}/clone': only(SUPPLIERS),
  'POST /api/p1/product/:id{[0-9]+}/update-sales-status': only(EDITORS),
  'POST /api/p1/product/:id{[0-9]+}/publish-over-original': only(EDITORS),
  'POST /api/p1/products/bulk-numbers/load': only(EDITORS),
  'POST /api/p1/products/bulk-numbers': only(EDITORS),
  'GET /api/p1/products/bulk-assign/suppliers': only(['admin', ...NETWORKS]),
  'POST /api/p1/products/bulk-assign': only(['admin', ...NETWORKS]),
  'POST /api/p1/products/create-many': only(SUPPLIERS),
  // Attribute lists (docs/decisions/0019).
  'GET /api/p1/requirement-sets': signedIn,
  'GET /api/p1/requirement-sets/options': only(NETWORKS),
  'GET /api/p1/requirement-sets/:id': signedIn,
  'POST /api/p1/requirement-sets': only(NETWORKS),
  'PUT /api/p1/requirement-sets/:id': only(NETWORKS),
  'DELETE /api/p1/requirement-sets': only(NETWORKS),
  'GET /api/p1/essentialities': signedIn,
  'GET /api/p1/attribute-migrations': only(['admin', ...SUPPLIERS, 'mdm']),
  'GET /api/p1/attribute-migrations/options': only(ADMIN),
  'GET /api/p1/attribute-migrations/:id': only(['admin', ...SUPPLIERS, 'mdm']),
  'POST /api/p1/attribute-migrations': only(ADMIN),
  'PUT /api/p1/attribute-migrations/:id': only(ADMIN),
  'POST /api/p1/attribute-migrations/:id/agree': only(SUPPLIERS),
  'POST /api/p1/attribute-migrations/:id/apply': only(ADMIN),
  'DELETE /api/p1/attribute-migrations': only(ADMIN),
  // Print and xlsx of a card (docs/decisions/0015): whoever sees the card.
  'GET /api/p1/product/:id{[0-9]+}/print': signedIn,
  'GET /api/p1/product/:id{[0-9]+}/print_filled': signedIn,
  'GET /api/p1/product/:id{[0-9]+}/print-skip-network-attributes': signedIn,
  'GET /product/:id{[0-9]+}/get-as-xlsx': signedIn,
  'GET /product/:id{[0-9]+}/get-as-xlsx-metro': signedIn,
  'GET /product/:id{[0-9]+}/get-passport-wawi': signedIn,
  // Importer (docs/decisions/0021) and bulk edit (0023): suppliers.
  'GET /product-excel/api/import/settings': only(SUPPLIERS),
  'GET /product-excel/api/import/template': only(SUPPLIERS),
  'POST /product-excel/api/import/upload': only(SUPPLIERS),
  'POST /product-excel/api/import/:upload{[0-9]+}/start': only(SUPPLIERS),
  'GET /product-excel/api/import/jobs/:job{[0-9]+}/report': only(SUPPLIERS),
  'POST /api/bulk-edit': only(SUPPLIERS),
  'GET /api/bulk-edit/:id': only(SUPPLIERS),
  'POST /api/bulk-edit/:id/columns': only(SUPPLIERS),
  'POST /api/bulk-edit/:id/edits': only(SUPPLIERS),
  'POST /api/bulk-edit/:id/change': only(SUPPLIERS),
  'POST /api/bulk-edit/:id/validate': only(SUPPLIERS),
  'POST /api/bulk-edit/:id/save': only(SUPPLIERS),
  'POST /api/p1/logistic/validate': only(EDITORS),
  'POST /api/p1/logistic/validate/ean': only(EDITORS),
  'GET /api/p1/categories': signedIn,
  // A company's producers, brands and addresses (docs/decisions/0010): its suppliers; the operator's
  // admins are refused since §6 "edit addresses and fetch own producers: not admin" (docs/decisions/0043).
  'GET /api/p1/producers': only(SUPPLIERS),
  'POST /api/p1/producers': only(SUPPLIERS),
  'PUT /api/p1/producers/:id{[0-9]+}': only(SUPPLIERS),
  'POST /api/p1/producers/:id{[0-9]+}/brands': only(SUPPLIERS),
  'POST /api/p1/brands/:id{[0-9]+}/sub-brands': only(SUPPLIERS),
  'GET /api/p1/addresses': only(SUPPLIERS),
  'POST /api/p1/addresses': only(SUPPLIERS),
  'PUT /api/p1/addresses/:id{[0-9]+}': only(SUPPLIERS),
  // Companies (docs/decisions/0047): the operator's admins keep every company; its logo is read by all.
  'POST /api/company': only(ADMIN),
  'GET /api/company/:id{[0-9]+}': only(ADMIN),
  'PUT /api/company/:id{[0-9]+}': only(ADMIN),
  'PUT /api/company/:id{[0-9]+}/logo': only(ADMIN),
  'GET /api/company/:id{[0-9]+}/logo': signedIn,
  'GET /api/company/:id{[0-9]+}/user/:report{[a-z0-9_]+-report}': only(ADMIN, {
    params: { report: 'selgros-report' },
  }),
  // GLN import (admins) and GS1 prefixes (suppliers, admins) (docs/decisions/0050).
  'POST /api/company/gln-import': only(ADMIN),
  'POST /api/company/gln-import/:id{[0-9]+}/apply': only(ADMIN),
  'GET /api/connect/gs1': only(EDITORS),
  'PUT /api/connect/gs1': only(EDITORS),
  // The storage sweep (docs/decisions/0057).
  'POST /api/storage/sweep': only(ADMIN),
  // My company: a company's own users keep its data; its suppliers its producers (docs/decisions/0047).
  'GET /api/my-company': signedIn,
  'PUT /api/my-company': signedIn,
  'PUT /api/my-company/logo': signedIn,
  'GET /api/my-company/producers': only(SUPPLIERS),
  'POST /api/my-company/producers/:id{[0-9]+}/merge': only(SUPPLIERS),
  'PUT /api/my-company/producers/:id{[0-9]+}/retire': only(SUPPLIERS),
  'DELETE /api/my-company/producers/:id{[0-9]+}': only(SUPPLIERS),
  // Sending offers from the card and the list (docs/decisions/0041): suppliers.
  'GET /api/p1/offers/networks': only(SUPPLIERS),
  'GET /api/p1/offers/cards': only(SUPPLIERS),
  'POST /api/p1/offers/send': only(SUPPLIERS),
  'GET /api/p1/product/:id{[0-9]+}/offers': signedIn,
  // Readiness per network and the dashboard's to-do lists (docs/decisions/0042).
  'GET /api/p1/product/:id{[0-9]+}/readiness': signedIn,
  'GET /api/dashboard/todo': signedIn,
  // §6 preview for one retail group: the user's own flag or admin (docs/decisions/0043).
  'GET /api/p1/product/:id{[0-9]+}/retail-group-preview': only(['admin', 'qc']),
  'GET /api/statecharts/coverage': only(ADMIN),
  'GET /translations/:file': { allow: 'everyone', params: { file: 'Frontproduct.json' } },
  // Media gallery (docs/decisions/0022): users with gallery access; purging is the admins'.
  'GET /media-gallery-api/assets': only(GALLERY),
  'GET /media-gallery-api/deleted-assets': only(GALLERY),
  'POST /media-gallery-api/assets': only(GALLERY),
  'GET /media-gallery-api/assets/:id': only(GALLERY),
  'PATCH /media-gallery-api/assets/:id': only(GALLERY),
  'GET /media-gallery-api/assets/:id/file': only(GALLERY),
  'GET /media-gallery-api/assets/:id/thumbnail': only(GALLERY),
  'POST /media-gallery-api/assets/:id/edit-image': only(GALLERY),
  'POST /media-gallery-api/assets/delete': only(GALLERY),
  'POST /media-gallery-api/assets/restore': only(GALLERY),
  'POST /media-gallery-api/assets/purge': only(ADMIN),
  'POST /media-gallery-api/assets/move': only(GALLERY),
  'POST /media-gallery-api/assets/download': only(GALLERY),
  'GET /media-gallery-api/directories': only(GALLERY),
  'GET /media-gallery-api/directory-options': only(GALLERY),
  'POST /media-gallery-api/directories': only(GALLERY),
  'PATCH /media-gallery-api/directories/:id': only(GALLERY),
  'DELETE /media-gallery-api/directories/:id': only(GALLERY),
  'POST /media-gallery-api/directories/:id/share': only(GALLERY),
  'DELETE /media-gallery-api/directories/:id/share': only(GALLERY),
  // A shared directory is read with its token, by anyone who has the link.
  'GET /media-gallery-api/shared/:token': everyone,
  'GET /media-gallery-api/shared/:token/assets/:id/:part{file|thumbnail}': everyone,
  'POST /media-gallery-api/mass-assign': only(GALLERY),
  'POST /media-gallery-api/automatic-assign/preview': only(GALLERY),
  'POST /media-gallery-api/automatic-assign': only(GALLERY),
  // A download's progress is the user's own (session or gallery token).
  'GET /media-gallery-api/queued-download/:id{[0-9]+}': signedIn,
  // §7 The zip comes with the gallery token as Authorization, never with a session: 401 to every session.
  'GET /media-gallery-api/queued-download/download/:id{[0-9]+}': only([], { denied: 401 }),
  // The site-root routes and the SPA (docs/decisions/0001): pages for everyone; the SPA asks for a login.
  'GET /': everyone,
  'GET /login': everyone,
  'GET /eb-login': everyone,
  'GET /eb-register': everyone,
  'GET /password/request-reset': everyone,
  'GET /not-found': everyone,
  'GET /product/*': everyone,
  'GET /shop': everyone,
  'GET /media-gallery/shared-directory/:id': everyone,
  'GET /react/assets/*': everyone,
  'GET /react/favicon.svg': everyone,
  'GET /react/boot.js': everyone,
  'GET /react/terms.html': everyone,
  'GET /react/privacy.html': everyone,
  'GET /react/legal.css': everyone,
  'GET /react': everyone,
  'GET /react/*': everyone,
};
