import type { SignedPrincipal } from './principals';
import type { Victims } from './idor-victims';

/**
 * R1 IDOR: each route that takes the id of a company's or a chain's object, asked with a real id of an
 * object of ANOTHER company or chain (§6: a user works on their own company's data and their chain's).
 * The answer is 403 or 404, carries no data, and nothing is written.
 */
export interface IdorCase {
  /** Who asks: someone the object does not belong to. */
  attacker: SignedPrincipal;
  what: string;
  params?: (v: Victims) => Record<string, string | number>;
  body?: (v: Victims) => unknown;
  query?: (v: Victims) => string;
  /**
   * How a mass action with ids in the body refuses a foreign id: a 400 fault on that id, or an answer
   * per item that refuses it or leaves it out. Unset: the route answers 403 or 404.
   */
  refusedAs?: 'fault' | 'item';
  /** Sent as Authorization instead of a session (the gallery's token, §7). */
  token?: (v: Victims) => string;
}

const card = (v: Victims) => ({ id: v.card });
const ADDRESS = { name: 'Przejęty', street: 'ul. Obca 1', city: 'Gliwice', postcode: '44-100' };
/** A well-formed body at the first version, so only the ownership check can refuse it. */
const NETWORK_ATTRIBUTES = {
  attributes: [{ uuid: '00000000-0000-4000-8000-000000000000', data: [] }],
  version: 1,
};
const cardOf = (what: string, attacker: SignedPrincipal = 'supplier2'): IdorCase[] => [
  { attacker, what, params: card },
];
const galleryAsset = (what: string, body?: (v: Victims) => unknown): IdorCase[] => [
  { attacker: 'admin', what, params: (v) => ({ id: v.asset }), ...(body === undefined ? {} : { body }) },
];
const galleryDirectory = (what: string, body?: (v: Victims) => unknown): IdorCase[] => [
  { attacker: 'admin', what, params: (v) => ({ id: v.directory }), ...(body === undefined ? {} : { body }) },
];
const ownAccount = (what: string, body?: () => unknown): IdorCase[] => [
  {
    attacker: 'supplier2',
    what,
    params: (v) => ({ id: v.account }),
    ...(body === undefined ? {} : { body }),
  },
];
const bulkEdit = (body?: unknown): IdorCase[] => [
  {
    attacker: 'supplier2',
    what: "the dairy's bulk-edit session",
    params: (v) => ({ id: v.bulkEdit }),
    ...(body === undefined ? {} : { body: () => body }),
  },
];

const switchHolder = (what: string, body?: unknown): IdorCase[] => [
  {
    attacker: 'supplier2',
    what,
    params: (v) => ({ id: v.supplierUser }),
    ...(body === undefined ? {} : { body: () => body }),
  },
];

export const IDOR_CASES: Record<string, IdorCase[]> = {
  // docs/decisions/0049: a user reads and changes their own account; another company's user gets 403.
  'GET /api/user/:id/information': ownAccount('the dairy supplier’s account'),
  'GET /api/user/:id/get-header-data': ownAccount('the dairy supplier’s header data'),
  'PUT /api/user/:id': ownAccount('the dairy supplier’s name', () => ({ first_name: 'Przejęty' })),
  'PUT /api/user/:id/change-password': ownAccount('the dairy supplier’s password', () => ({
    current_password: 'demo-supplier-pass',
    password: 'przejete-haslo',
  })),
  // docs/decisions/0048: another account's switch settings and log, or a switch nobody allowed.
  'GET /api/user/:id/configuration/switch-me-to': switchHolder("the dairy supplier's switch settings"),
  'PUT /api/user/:id/configuration/switch-me-to': switchHolder("the dairy supplier's switch settings", {
    allowed: [],
  }),
  'GET /api/user/:id/logs/switch-me-to': switchHolder("the dairy supplier's switch log"),
  'POST /api/user/:id/switch-me-to': switchHolder("the dairy supplier's account", {}),
  // docs/decisions/0052: the trail of a card, a user or a company is read by those who may see them.
  'GET /api/p1/audit-trail': [
    { attacker: 'supplier2', what: "the trail of the dairy's card", query: (v) => `?product_id=${v.card}` },
    {
      attacker: 'network',
      what: 'the trail of a card Selgros does not see',
      query: (v) => `?product_id=${v.card}`,
    },
    {
      attacker: 'supplier2',
      what: "the dairy's company trail",
      query: (v) => `?company_id=${v.dairyCompany}`,
    },
  ],
  'POST /api/p1/audit-trail/export': [
    {
      attacker: 'supplier2',
      what: "the export of the dairy's history",
      body: (v) => ({ scope: { kind: 'company', id: v.dairyCompany }, filters: {} }),
    },
    {
      attacker: 'network',
      what: 'the export of a card Selgros does not see',
      body: (v) => ({ scope: { kind: 'report' }, filters: { product_id: v.card } }),
    },
  ],
  'GET /api/p1/audit-trail/user/:id{[0-9]+}': [
    {
      attacker: 'supplier2',
      what: "the history of the dairy's supplier",
      params: (v) => ({ id: v.dairyUser }),
    },
  ],
  'GET /api/p1/audit-trail/company/:id{[0-9]+}': [
    { attacker: 'network', what: "the dairy's history", params: (v) => ({ id: v.dairyCompany }) },
  ],
  // §2 shop-management (docs/decisions/0051): a chain changes its own assortment only; the dairy's card
  // that Selgros does not see is in no assortment of Selgros and may not join it.
  'PUT /api/shop/assortment/:id{[0-9]+}': [
    {
      attacker: 'network',
      what: 'a card outside the Selgros assortment',
      params: card,
      body: () => ({ product_number: 'SG-1', status: 'listed' }),
    },
  ],
  'POST /api/shop/assortment': [
    {
      attacker: 'network',
      what: 'a card Selgros does not see',
      body: (v) => ({ product_ids: [v.card] }),
      refusedAs: 'fault',
    },
  ],
  'PUT /api/shop/assortment/status': [
    {
      attacker: 'network',
      what: 'a card outside the Selgros assortment',
      body: (v) => ({ product_ids: [v.card], status: 'listed' }),
      refusedAs: 'item',
    },
  ],
  'DELETE /api/shop/assortment': [
    {
      attacker: 'network',
      what: 'a card outside the Selgros assortment',
      body: (v) => ({ product_ids: [v.card] }),
      refusedAs: 'item',
    },
  ],
  // docs/decisions/0046: a company revokes only its own tokens (an admin any: not an attacker here).
  'PUT /api/p1/api-tokens/:id/revoke': [
    {
      attacker: 'supplier2',
      what: "the dairy's API token",
      params: (v) => ({ id: v.apiToken }),
      body: () => ({}),
    },
  ],
  'OPTIONS /api/p1/product/schema/:id{[0-9]+}': cardOf("the dairy's card schema"),
  'GET /api/p1/product/show/:id{[0-9]+}': cardOf("the dairy's card"),
  'PUT /api/p1/product/:id{[0-9]+}/edit': cardOf("the dairy's card"),
  'GET /api/p1/media/:id{[0-9]+}': [
    { attacker: 'supplier2', what: "the dairy's media file", params: (v) => ({ id: v.media }) },
  ],
  'GET /api/p1/product/:id{[0-9]+}/issues': cardOf("the dairy's card issues"),
  'GET /api/p1/product/:id{[0-9]+}/remarks': cardOf("the dairy's card remarks"),
  'GET /api/p1/product/:id{[0-9]+}/modal-info': cardOf("the dairy's card modal info"),
  'GET /api/p1/product/:id{[0-9]+}/issue-thread': cardOf("the dairy's card issue thread"),
  // §2 media remark (docs/decisions/0044): read by whoever sees the card, written by its reviewers.
  'GET /api/p1/product/:id{[0-9]+}/media/:mediaId{[0-9]+}/remarks': [
    {
      attacker: 'supplier2',
      what: "remarks on the dairy's photo",
      params: (v) => ({ id: v.card, mediaId: v.media }),
    },
  ],
  'POST /api/p1/product/:id{[0-9]+}/media/:mediaId{[0-9]+}/remarks': [
    {
      attacker: 'network',
      what: 'a photo of a card Selgros does not see',
      params: (v) => ({ id: v.card, mediaId: v.media }),
      body: () => ({ message: 'Zdjęcie nieostre' }),
    },
  ],
  // docs/decisions/0054: another company's card's rich content, read or replaced at version 0.
  'GET /api/p1/product/:id{[0-9]+}/rich-content': cardOf("the dairy's card rich content"),
  'PUT /api/p1/product/:id{[0-9]+}/rich-content': [
    {
      attacker: 'supplier2',
      what: "the dairy's card rich content",
      params: card,
      body: () => ({ version: 0, content: { pl: '<p>Przejęty opis</p>' } }),
    },
  ],
  'GET /api/p1/product/:id{[0-9]+}/offers': cardOf("the dairy's card offers"),
  'GET /api/p1/product/:id{[0-9]+}/media-remarks': cardOf("the dairy's photo remark counts"),
  // docs/decisions/0053: a card's versions and their comparison are read as its details are.
  'GET /api/p1/product/:id{[0-9]+}/versions': cardOf("the dairy's card history"),
  'GET /api/p1/product/:id{[0-9]+}/versions/compare': [
    { attacker: 'supplier2', what: "the dairy's card versions", params: card, query: () => '?from=1&to=2' },
  ],
  'GET /api/p1/product/:id{[0-9]+}/readiness': cardOf("the dairy's card readiness"),
  'GET /api/p1/product/:id{[0-9]+}/retail-group-preview': [
    {
      attacker: 'network',
      what: 'a card Selgros does not see',
      params: card,
      query: () => '?network=selgros',
    },
  ],
  'GET /product/:id{[0-9]+}/get-passport-wawi': cardOf("the dairy's card passport"),
  'PUT /api/p1/product/:id{[0-9]+}/resolve-issue': [
    {
      attacker: 'supplier2',
      what: "an issue of the dairy's card",
      params: card,
      body: () => ({ ns: 'x', identify: 'x' }),
    },
  ],
  'PUT /api/p1/product/:id{[0-9]+}/accept-issue': [
    {
      attacker: 'network',
      what: 'an issue of a card Selgros does not see',
      params: card,
      body: () => ({ ns: 'x', identify: 'x' }),
    },
  ],
  'PUT /api/p1/product/:id{[0-9]+}/reopen-issue': [
    {
      attacker: 'network',
      what: 'an issue of a card Selgros does not see',
      params: card,
      body: () => ({ ns: 'x', identify: 'x' }),
    },
  ],
  'PUT /api/p1/product/:id{[0-9]+}/cancel-issue': [
    {
      attacker: 'network',
      what: 'an issue of a card Selgros does not see',
      params: card,
      body: () => ({ ns: 'x', identify: 'x' }),
    },
  ],
  'POST /api/p1/product/:id{[0-9]+}/report-issues': [
    {
      attacker: 'network',
      what: 'a card Selgros does not see',
      params: card,
      body: () => ({ issues: [{ type: 1, ns: 'x', identify: 'x', header: 'x', message: 'x' }] }),
    },
  ],
  'POST /api/get-job/:id': [
    { attacker: 'supplier2', what: "the dairy user's job", params: (v) => ({ id: v.job }) },
  ],
  'GET /api/jobs/:id/file': [
    { attacker: 'supplier2', what: "the dairy user's job file", params: (v) => ({ id: v.job }) },
  ],
  'POST /api/p1/approve-product/:chain/:id': [
    {
      attacker: 'cm',
      what: "another chain's offer",
      params: (v) => ({ chain: v.foreignOffer.chain, id: v.foreignOffer.productId }),
      body: () => ({ approve: true }),
    },
    {
      attacker: 'cm',
      what: 'a card not offered to Selgros',
      params: (v) => ({ chain: 'selgros', id: v.card }),
      body: () => ({ approve: true }),
    },
  ],
  'POST /api/p1/reject-offer/:chain/:id': [
    {
      attacker: 'cm',
      what: "another chain's offer",
      params: (v) => ({ chain: v.foreignOffer.chain, id: v.foreignOffer.id }),
      body: () => ({ comment: 'x' }),
    },
    {
      attacker: 'cm',
      what: "another chain's offer under Selgros",
      params: (v) => ({ chain: 'selgros', id: v.foreignOffer.id }),
      body: () => ({ comment: 'x' }),
    },
  ],
  'GET /api/p1/network-attribute/:chain/:id': [
    {
      attacker: 'mdm',
      what: "another chain's attributes",
      params: (v) => ({ chain: v.foreignOffer.chain, id: v.foreignOffer.productId }),
    },
    { attacker: 'mdm', what: 'a card not in Selgros', params: (v) => ({ chain: 'selgros', id: v.card }) },
  ],
  'POST /api/p1/network-attribute/:chain/:id': [
    {
      attacker: 'mdm',
      what: "another chain's attributes",
      params: (v) => ({ chain: v.foreignOffer.chain, id: v.foreignOffer.productId }),
      body: () => NETWORK_ATTRIBUTES,
    },
    {
      attacker: 'mdm',
      what: 'a card not in Selgros',
      params: (v) => ({ chain: 'selgros', id: v.card }),
      body: () => NETWORK_ATTRIBUTES,
    },
  ],
  'GET /api/p1/product/qc/:id{[0-9]+}': cardOf('a card Selgros does not see', 'network'),
  'POST /api/p1/product/qc/:id{[0-9]+}': [
    { attacker: 'network', what: 'a card Selgros does not see', params: card, body: () => ({ status: 1 }) },
  ],
  'GET /api/p1/product/:id{[0-9]+}/get-cin-file': cardOf('a card not in the chain', 'cm'),
  'POST /api/p1/copy-product/:id{[0-9]+}': cardOf("the dairy's card"),
  'POST /product/:id{[0-9]+}/clone': cardOf("the dairy's card"),
  'POST /api/p1/product/:id{[0-9]+}/update-sales-status': [
    { attacker: 'supplier2', what: "the dairy's card", params: card, body: () => ({ status: 0 }) },
  ],
  'POST /api/p1/product/:id{[0-9]+}/publish-over-original': [
    { attacker: 'supplier2', what: "the dairy's card", params: card, body: () => ({ version: 1 }) },
  ],
  'PUT /api/p1/requirement-sets/:id': [
    {
      attacker: 'metro',
      what: "Selgros's requirement set",
      params: (v) => ({ id: v.requirementSet }),
      body: (v) => v.requirementSetBody,
    },
  ],
  'GET /api/p1/product/:id{[0-9]+}/print': cardOf("the dairy's card"),
  'GET /api/p1/product/:id{[0-9]+}/print_filled': cardOf("the dairy's card"),
  'GET /api/p1/product/:id{[0-9]+}/print-skip-network-attributes': cardOf("the dairy's card"),
  'GET /product/:id{[0-9]+}/get-as-xlsx': cardOf("the dairy's card"),
  'GET /product/:id{[0-9]+}/get-as-xlsx-metro': cardOf("the dairy's card"),
  'POST /product-excel/api/import/:upload{[0-9]+}/start': [
    {
      attacker: 'supplier2',
      what: "the dairy user's upload",
      params: (v) => ({ upload: v.upload }),
      body: () => ({}),
    },
  ],
  'GET /product-excel/api/import/jobs/:job{[0-9]+}/report': [
    { attacker: 'supplier2', what: "the dairy user's import", params: (v) => ({ job: v.importJob }) },
  ],
  'GET /api/bulk-edit/:id': bulkEdit(),
  'POST /api/bulk-edit/:id/columns': bulkEdit({ columns: [] }),
  'POST /api/bulk-edit/:id/edits': bulkEdit({ edits: [] }),
  'POST /api/bulk-edit/:id/change': bulkEdit({}),
  'POST /api/bulk-edit/:id/validate': bulkEdit({}),
  'POST /api/bulk-edit/:id/save': bulkEdit({ mode: 'draft' }),
  'PUT /api/p1/producers/:id{[0-9]+}': [
    {
      attacker: 'supplier2',
      what: "the dairy's producer",
      params: (v) => ({ id: v.producer }),
      body: () => ADDRESS,
    },
  ],
  'POST /api/p1/producers/:id{[0-9]+}/brands': [
    {
      attacker: 'supplier2',
      what: "the dairy's producer",
      params: (v) => ({ id: v.producer }),
      body: () => ({ name: 'Przejęta' }),
    },
  ],
  'POST /api/p1/brands/:id{[0-9]+}/sub-brands': [
    {
      attacker: 'supplier2',
      what: "the dairy's brand",
      params: (v) => ({ id: v.brand }),
      body: () => ({ name: 'Przejęta' }),
    },
  ],
  'PUT /api/p1/addresses/:id{[0-9]+}': [
    {
      attacker: 'supplier2',
      what: "the dairy's address",
      params: (v) => ({ id: v.address }),
      body: () => ADDRESS,
    },
  ],
  'GET /media-gallery-api/assets/:id': galleryAsset("the dairy's gallery asset"),
  'PATCH /media-gallery-api/assets/:id': galleryAsset("the dairy's gallery asset", () => ({
    name: 'przejete.jpg',
  })),
  'GET /media-gallery-api/assets/:id/file': galleryAsset("the dairy's gallery file"),
  'GET /media-gallery-api/assets/:id/thumbnail': galleryAsset("the dairy's gallery thumbnail"),
  'POST /media-gallery-api/assets/:id/edit-image': galleryAsset("the dairy's gallery asset", () => ({
    rotate: 90,
    crop: null,
  })),
  'PATCH /media-gallery-api/directories/:id': galleryDirectory("the dairy's directory", () => ({
    name: 'Przejęty',
  })),
  'DELETE /media-gallery-api/directories/:id': galleryDirectory("the dairy's directory"),
  'POST /media-gallery-api/directories/:id/share': galleryDirectory("the dairy's directory"),
  'DELETE /media-gallery-api/directories/:id/share': galleryDirectory("the dairy's directory"),
  'GET /media-gallery-api/queued-download/:id{[0-9]+}': [
    { attacker: 'admin', what: "the dairy user's download", params: (v) => ({ id: v.downloadJob }) },
  ],
  'GET /media-gallery-api/queued-download/download/:id{[0-9]+}': [
    {
      attacker: 'admin',
      what: "the dairy user's zip",
      params: (v) => ({ id: v.downloadJob }),
      token: (v) => v.adminGalleryToken,
    },
  ],
  // docs/decisions/0047: a company keeps only its own producers.
  'POST /api/my-company/producers/:id{[0-9]+}/merge': [
    {
      attacker: 'supplier2',
      what: "the dairy's producer",
      params: (v) => ({ id: v.producer }),
      body: (v) => ({ target_id: v.producer + 1 }),
    },
  ],
  'PUT /api/my-company/producers/:id{[0-9]+}/retire': [
    {
      attacker: 'supplier2',
      what: "the dairy's producer",
      params: (v) => ({ id: v.producer }),
      body: () => ({ retired: true }),
    },
  ],
  'DELETE /api/my-company/producers/:id{[0-9]+}': [
    { attacker: 'supplier2', what: "the dairy's producer", params: (v) => ({ id: v.producer }) },
  ],
  // Ids in the body.
  'DELETE /api/p1/products': [
    { attacker: 'supplier2', what: "the dairy's card", body: (v) => ({ ids: [v.card] }), refusedAs: 'item' },
  ],
  'POST /api/bulk-edit': [
    { attacker: 'supplier2', what: "the dairy's card", body: (v) => ({ ids: [v.card] }), refusedAs: 'fault' },
  ],
  'POST /api/p1/products/bulk-numbers/load': [
    { attacker: 'supplier2', what: "the dairy's card", body: (v) => ({ ids: [v.card] }), refusedAs: 'item' },
  ],
  'POST /media-gallery-api/assets/delete': [
    { attacker: 'admin', what: "the dairy's asset", body: (v) => ({ ids: [v.asset] }) },
  ],
  'POST /media-gallery-api/assets/move': [
    { attacker: 'admin', what: "the dairy's asset", body: (v) => ({ ids: [v.asset], directory_id: null }) },
  ],
  'POST /media-gallery-api/assets/download': [
    { attacker: 'admin', what: "the dairy's asset", body: (v) => ({ ids: [v.asset] }) },
  ],
  'POST /media-gallery-api/mass-assign': [
    {
      attacker: 'admin',
      what: "the dairy's asset",
      body: (v) => ({ asset_ids: [v.asset], product_ids: [v.card], type: 1, mode: 'add' }),
    },
  ],
};

/**
 * Routes with an id in the path and no case above, and why: the id is no company's or chain's object,
 * or only the operator's admins reach the route (they administer every company, docs/decisions/0018).
 */
export const IDOR_EXEMPT: Record<string, string> = {
  'GET /api/company/:id/user': 'admins only: the accounts of any company',
  'GET /api/user/:id': 'admins only: any account',
  'DELETE /api/user/:id': 'admins only: any account',
  'PUT /api/user/:id/change-active': 'admins only: any account',
  'PUT /api/user/:id/assign-company': 'admins only: any account',
  'PUT /api/unblock-requests/:id/accept': 'admins only: requests of anyone',
  'PUT /api/unblock-requests/:id/reject': 'admins only: requests of anyone',
  'GET /api/p1/attribute-migrations/:id': 'platform-wide migrations, read by every role that may read them',
  'PUT /api/p1/attribute-migrations/:id': 'admins only',
  'POST /api/p1/attribute-migrations/:id/apply': 'admins only',
  'POST /api/p1/attribute-migrations/:id/agree': 'an agreement is recorded for the caller’s own company only',
  'GET /api/p1/requirement-sets/:id': 'what a chain requires is read by every role (docs/decisions/0019)',
  'POST /api/company/gln-import/:id{[0-9]+}/apply':
    'admins only; an import is its uploader’s own, another’s is a 404 (docs/decisions/0050)',
  'GET /api/company/:id{[0-9]+}': 'admins only: every company (docs/decisions/0047)',
  'PUT /api/company/:id{[0-9]+}': 'admins only: every company (docs/decisions/0047)',
  'PUT /api/company/:id{[0-9]+}/logo': 'admins only: every company (docs/decisions/0047)',
  'GET /api/company/:id{[0-9]+}/user/:report{[a-z0-9_]+-report}':
    'admins only: every company (docs/decisions/0047)',
  'GET /api/company/:id{[0-9]+}/logo':
    'a company’s logo is what its header shows to everyone it works with, no private data (docs/decisions/0047)',
  'GET /media-gallery/shared-directory/:id':
    'a redirect under /react/ that reads nothing (docs/decisions/0044)',
  'GET /translations/:file': 'a file of UI messages, no one’s object',
  'GET /media-gallery-api/shared/:token': 'the share token is the capability (media gallery tests)',
  'GET /media-gallery-api/shared/:token/assets/:id/:part{file|thumbnail}':
    'the share token is the capability (media gallery tests)',
};
