import type { $ZodType } from 'zod/v4/core';
import { publishDraftCopySchema } from '@contract/draft-copy';
import { glnImportApplySchema } from '@contract/gln-import';
import { gs1PrefixesSaveSchema } from '@contract/gs1-prefixes';
import { storageSweepStartSchema } from '@contract/storage-sweep';
import {
  updateUserSchema,
  assignCompanySchema,
  changeActiveSchema,
  createUserSchema,
} from '@contract/accounts-list';
import { massChangeActiveSchema, massDeleteUsersSchema } from '@contract/accounts-list';
import { resetLinkBodySchema } from '@contract/own-account';
import { addressCreateSchema, addressEditSchema } from '@contract/addresses';
import { idsBodySchema } from '@contract/attribute-lists-common';
import { migrationSaveSchema } from '@contract/attribute-migrations';
import { languageBodySchema, loginBodySchema, registerBodySchema } from '@contract/auth';
import { resetPasswordBodySchema, resetRequestBodySchema } from '@contract/auth';
import {
  bulkChangeSchema,
  bulkColumnsSchema,
  bulkEditCreateSchema,
  bulkEditsSchema,
} from '@contract/bulk-edit';
import { bulkSaveSchema } from '@contract/bulk-edit';
import {
  bulkAssignSchema,
  bulkIdsSchema,
  bulkNumbersSaveSchema,
  createManySchema,
} from '@contract/bulk-products';
import { cinRequestSchema } from '@contract/cin-panel';
import { eanValidateSchema, logisticValidateSchema } from '@contract/logistic';
import {
  assetIdsSchema,
  autoAssignSchema,
  autoPreviewSchema,
  directoryNameSchema,
} from '@contract/media-gallery';
import {
  editImageSchema,
  massAssignSchema,
  moveAssetsSchema,
  updateAssetSchema,
} from '@contract/media-gallery';
import { approveProductSchema, createOfferSchema, rejectOfferSchema } from '@contract/offers';
import { saveNetworkAttributesSchema } from '@contract/offers';
import { brandBodySchema, producerBodySchema } from '@contract/producers';
import { deleteProductsSchema, salesStatusSchema } from '@contract/product-actions';
import { issueRefSchema, reportIssuesSchema } from '@contract/product-issues';
import { productEditSchema, productSaveSchema } from '@contract/product-save';
import { schemaRequestSchema } from '@contract/product-schema';
import { qcMassChangeSchema, qcStatusChangeSchema } from '@contract/qc-list';
import { requirementSetSaveSchema } from '@contract/requirement-sets';
import { fileUnblockRequestSchema, rejectUnblockSchema } from '@contract/unblock-requests';
import { createApiTokenSchema, revokeApiTokenSchema } from '@contract/api-tokens';
import { switchCallBodySchema, switchConfigBodySchema } from '@contract/switch-user';
import { auditExportSchema } from '@contract/audit-trail';
import {
  companyCreateSchema,
  companyEditSchema,
  myCompanySchema,
  producerMergeSchema,
  producerRetireSchema,
} from '@contract/companies';
import { mediaRemarkBodySchema } from '@contract/media-remarks';
import { richContentBodySchema } from '@contract/rich-content';
import { sendOfferSchema } from '@contract/offer-send';
import {
  assortmentAddSchema,
  assortmentEntrySchema,
  assortmentRemoveSchema,
  assortmentStatusSchema,
} from '@contract/shop-assortment';
import type { Principal } from './principals';
import type { FuzzTargets } from './fuzz-targets';

/**
 * R2: every route that takes a body (the write methods, and OPTIONS, the schema read with a body), with
 * the principal that may call it, real ids of that principal's own objects in the path (so the body is
 * read, not refused for a made-up id), and the contract schema its body is parsed with (the fuzz starts
 * from a body of that shape). Routes that read no JSON body (multipart uploads, bare actions) get `{}`.
 * `bad-input-fuzz.test.ts` fails for a body route of the route table without a row here.
 */
export interface FuzzWrite {
  as: Principal;
  params?: (t: FuzzTargets) => Record<string, string | number>;
  schema?: $ZodType;
  /** Tables a refusal writes by design: a failed login is counted for the throttle (§8). */
  refusalMayWrite?: readonly string[];
  /** A body of the right shape where a sample of the schema would not reach the interesting checks. */
  base?: (t: FuzzTargets) => unknown;
}

const card = (t: FuzzTargets) => ({ id: t.card });
const user = (t: FuzzTargets) => ({ id: t.otherUser });

export const FUZZ_WRITES: Record<string, FuzzWrite> = {
  'POST /api/login': { as: 'anonymous', schema: loginBodySchema, refusalMayWrite: ['login_failures'] },
  'POST /api/logout': { as: 'anonymous' },
  'PUT /api/p1/update-session': { as: 'supplier' },
  'PUT /api/language': { as: 'supplier', schema: languageBodySchema },
  'POST /api/register': { as: 'anonymous', schema: registerBodySchema },
  'POST /api/password/request-reset': { as: 'anonymous', schema: resetRequestBodySchema },
  'POST /api/password/reset': { as: 'anonymous', schema: resetPasswordBodySchema },
  'POST /api/user': { as: 'admin', schema: createUserSchema },
  'PUT /api/user/:id': { as: 'admin', params: user, schema: updateUserSchema },
  'DELETE /api/user/:id': { as: 'admin', params: user },
  // An admin's change of another account's password mails a reset link (docs/decisions/0049).
  'PUT /api/user/:id/change-password': { as: 'admin', params: user, schema: resetLinkBodySchema },
  'PUT /api/user/:id/change-active': { as: 'admin', params: user, schema: changeActiveSchema },
  'PUT /api/user/:id/assign-company': { as: 'admin', params: user, schema: assignCompanySchema },
  // The other user's id, not the sample's 1: the admin would lock themselves out of the rest of the run.
  'PUT /api/users/change-active': {
    as: 'admin',
    schema: massChangeActiveSchema,
    base: (t) => ({ ids: [t.otherUser], active: false }),
  },
  'DELETE /api/users': { as: 'admin', schema: massDeleteUsersSchema, base: (t) => ({ ids: [t.otherUser] }) },
  // The request is made with the blocked user's e-mail and password: a wrong one is a failed login.
  'POST /api/unblock-request': {
    as: 'anonymous',
    schema: fileUnblockRequestSchema,
    refusalMayWrite: ['login_failures'],
  },
  'PUT /api/unblock-requests/:id/accept': { as: 'admin', params: (t) => ({ id: t.unblockRequest }) },
  'PUT /api/unblock-requests/:id/reject': {
    as: 'admin',
    params: (t) => ({ id: t.unblockRequest }),
    schema: rejectUnblockSchema,
  },
  // §2 shop-management (docs/decisions/0051): a card visible in Selgros, the network's own.
  'POST /api/shop/assortment': {
    as: 'network',
    schema: assortmentAddSchema,
    base: (t) => ({ product_ids: [t.selgrosCard] }),
  },
  'PUT /api/shop/assortment/status': {
    as: 'network',
    schema: assortmentStatusSchema,
    base: (t) => ({ product_ids: [t.selgrosCard], status: 'listed' }),
  },
  'PUT /api/shop/assortment/:id{[0-9]+}': {
    as: 'network',
    params: (t) => ({ id: t.selgrosCard }),
    schema: assortmentEntrySchema,
  },
  'DELETE /api/shop/assortment': {
    as: 'network',
    schema: assortmentRemoveSchema,
    base: (t) => ({ product_ids: [t.selgrosCard] }),
  },
  'POST /api/p1/api-tokens': { as: 'supplier', schema: createApiTokenSchema },
  // docs/decisions/0048: the admin sets another account's list; a switch and a return take no fields.
  'PUT /api/user/:id/configuration/switch-me-to': {
    as: 'admin',
    params: user,
    schema: switchConfigBodySchema,
  },
  'POST /api/user/:id/switch-me-to': { as: 'admin', params: user, schema: switchCallBodySchema },
  'POST /api/switch-back': { as: 'supplier', schema: switchCallBodySchema },
  'POST /api/p1/audit-trail/export': { as: 'supplier', schema: auditExportSchema },
  'PUT /api/p1/api-tokens/:id/revoke': {
    as: 'supplier',
    params: (t) => ({ id: t.apiToken }),
    schema: revokeApiTokenSchema,
  },
  'OPTIONS /api/p1/product/schema': { as: 'supplier', schema: schemaRequestSchema },
  'OPTIONS /api/p1/product/schema/:id{[0-9]+}': { as: 'supplier', params: card, schema: schemaRequestSchema },
  'POST /api/p1/product/new': { as: 'supplier', schema: productSaveSchema },
  'PUT /api/p1/product/:id{[0-9]+}/edit': { as: 'supplier', params: card, schema: productEditSchema },
  'PUT /api/p1/product/:id{[0-9]+}/rich-content': {
    as: 'supplier',
    params: card,
    schema: richContentBodySchema,
  },
  'POST /api/p1/product/media': { as: 'supplier' },
  'PUT /api/p1/product/:id{[0-9]+}/resolve-issue': { as: 'admin', params: card, schema: issueRefSchema },
  'PUT /api/p1/product/:id{[0-9]+}/cancel-issue': { as: 'admin', params: card, schema: issueRefSchema },
  'PUT /api/p1/product/:id{[0-9]+}/accept-issue': { as: 'admin', params: card, schema: issueRefSchema },
  'PUT /api/p1/product/:id{[0-9]+}/reopen-issue': { as: 'admin', params: card, schema: issueRefSchema },
  'POST /api/p1/product/:id{[0-9]+}/report-issues': { as: 'admin', params: card, schema: reportIssuesSchema },
  'POST /api/p1/product/:id{[0-9]+}/media/:mediaId{[0-9]+}/remarks': {
    as: 'admin',
    params: (t) => ({ id: t.card, mediaId: t.media }),
    schema: mediaRemarkBodySchema,
  },
  'POST /api/p1/offers/send': { as: 'supplier', schema: sendOfferSchema },
  // Companies and my company (docs/decisions/0047); the logos are multipart uploads.
  'POST /api/company': { as: 'admin', schema: companyCreateSchema },
  'PUT /api/company/:id{[0-9]+}': {
    as: 'admin',
    params: (t) => ({ id: t.otherCompany }),
    schema: companyEditSchema,
  },
  'PUT /api/company/:id{[0-9]+}/logo': { as: 'admin', params: (t) => ({ id: t.otherCompany }) },
  // GLN import and GS1 prefixes (docs/decisions/0050); the GLN file is a multipart upload.
  'POST /api/company/gln-import': { as: 'admin' },
  'POST /api/company/gln-import/:id{[0-9]+}/apply': {
    as: 'admin',
    params: () => ({ id: 1 }),
    schema: glnImportApplySchema,
  },
  'PUT /api/connect/gs1': { as: 'supplier', schema: gs1PrefixesSaveSchema },
  'POST /api/storage/sweep': { as: 'admin', schema: storageSweepStartSchema },
  'PUT /api/my-company': { as: 'supplier', schema: myCompanySchema },
  'PUT /api/my-company/logo': { as: 'supplier' },
  'POST /api/my-company/producers/:id{[0-9]+}/merge': {
    as: 'supplier',
    params: (t) => ({ id: t.producer }),
    schema: producerMergeSchema,
  },
  'PUT /api/my-company/producers/:id{[0-9]+}/retire': {
    as: 'supplier',
    params: (t) => ({ id: t.producer }),
    schema: producerRetireSchema,
  },
  'DELETE /api/my-company/producers/:id{[0-9]+}': { as: 'supplier', params: (t) => ({ id: t.producer }) },
  'POST /api/get-job/:id': { as: 'supplier', params: (t) => ({ id: t.job }) },
  'POST /api/p1/offers': { as: 'supplier', schema: createOfferSchema },
  'POST /api/p1/approve-product/:chain/:id': {
    as: 'cm',
    params: (t) => ({ chain: 'selgros', id: t.selgrosOffer.productId }),
    schema: approveProductSchema,
  },
  'POST /api/p1/reject-offer/:chain/:id': {
    as: 'cm',
    params: (t) => ({ chain: 'selgros', id: t.selgrosOffer.id }),
    schema: rejectOfferSchema,
  },
  'POST /api/p1/network-attribute/:chain/:id': {
    as: 'mdm',
    params: (t) => ({ chain: 'selgros', id: t.selgrosCard }),
    schema: saveNetworkAttributesSchema,
  },
  'POST /api/p1/product/qc/:id{[0-9]+}': { as: 'admin', params: card, schema: qcStatusChangeSchema },
  'POST /api/p1/products/qc': { as: 'admin', schema: qcMassChangeSchema },
  'POST /api/p1/product/send-get-cin-file': { as: 'cm', schema: cinRequestSchema },
  'DELETE /api/p1/products': { as: 'supplier', schema: deleteProductsSchema },
  'POST /api/p1/copy-product/:id{[0-9]+}': { as: 'supplier', params: card },
  'POST /product/:id{[0-9]+}/clone': { as: 'supplier', params: card },
  'POST /api/p1/product/:id{[0-9]+}/update-sales-status': {
    as: 'supplier',
    params: card,
    schema: salesStatusSchema,
  },
  'POST /api/p1/product/:id{[0-9]+}/publish-over-original': {
    as: 'supplier',
    params: card,
    schema: publishDraftCopySchema,
  },
  'POST /api/p1/products/bulk-numbers/load': { as: 'supplier', schema: bulkIdsSchema },
  'POST /api/p1/products/bulk-numbers': { as: 'supplier', schema: bulkNumbersSaveSchema },
  'POST /api/p1/products/bulk-assign': { as: 'admin', schema: bulkAssignSchema },
  'POST /api/p1/products/create-many': { as: 'supplier', schema: createManySchema },
  'POST /api/p1/requirement-sets': { as: 'network', schema: requirementSetSaveSchema },
  'PUT /api/p1/requirement-sets/:id': {
    as: 'network',
    params: (t) => ({ id: t.requirementSet }),
    schema: requirementSetSaveSchema,
  },
  'DELETE /api/p1/requirement-sets': { as: 'network', schema: idsBodySchema },
  'POST /api/p1/attribute-migrations': { as: 'admin', schema: migrationSaveSchema },
  'PUT /api/p1/attribute-migrations/:id': {
    as: 'admin',
    params: (t) => ({ id: t.migration }),
    schema: migrationSaveSchema,
  },
  'POST /api/p1/attribute-migrations/:id/agree': { as: 'supplier', params: (t) => ({ id: t.migration }) },
  'POST /api/p1/attribute-migrations/:id/apply': { as: 'admin', params: (t) => ({ id: t.migration }) },
  'DELETE /api/p1/attribute-migrations': { as: 'admin', schema: idsBodySchema },
  'POST /product-excel/api/import/upload': { as: 'supplier' },
  'POST /product-excel/api/import/:upload{[0-9]+}/start': {
    as: 'supplier',
    params: (t) => ({ upload: t.upload }),
  },
  'POST /api/bulk-edit': { as: 'supplier', schema: bulkEditCreateSchema },
  'POST /api/bulk-edit/:id/columns': {
    as: 'supplier',
    params: (t) => ({ id: t.bulkEdit }),
    schema: bulkColumnsSchema,
  },
  'POST /api/bulk-edit/:id/edits': {
    as: 'supplier',
    params: (t) => ({ id: t.bulkEdit }),
    schema: bulkEditsSchema,
  },
  'POST /api/bulk-edit/:id/change': {
    as: 'supplier',
    params: (t) => ({ id: t.bulkEdit }),
    schema: bulkChangeSchema,
  },
  'POST /api/bulk-edit/:id/validate': { as: 'supplier', params: (t) => ({ id: t.bulkEdit }) },
  'POST /api/bulk-edit/:id/save': {
    as: 'supplier',
    params: (t) => ({ id: t.bulkEdit }),
    schema: bulkSaveSchema,
  },
  'POST /api/p1/logistic/validate': { as: 'supplier', schema: logisticValidateSchema },
  'POST /api/p1/logistic/validate/ean': { as: 'supplier', schema: eanValidateSchema },
  'POST /api/p1/producers': { as: 'supplier', schema: producerBodySchema },
  'PUT /api/p1/producers/:id{[0-9]+}': {
    as: 'supplier',
    params: (t) => ({ id: t.producer }),
    schema: producerBodySchema,
  },
  'POST /api/p1/producers/:id{[0-9]+}/brands': {
    as: 'supplier',
    params: (t) => ({ id: t.producer }),
    schema: brandBodySchema,
  },
  'POST /api/p1/brands/:id{[0-9]+}/sub-brands': {
    as: 'supplier',
    params: (t) => ({ id: t.brand }),
    schema: brandBodySchema,
  },
  'POST /api/p1/addresses': { as: 'supplier', schema: addressCreateSchema },
  'PUT /api/p1/addresses/:id{[0-9]+}': {
    as: 'supplier',
    params: (t) => ({ id: t.address }),
    schema: addressEditSchema,
  },
  'POST /media-gallery-api/assets': { as: 'supplier' },
  'PATCH /media-gallery-api/assets/:id': {
    as: 'supplier',
    params: (t) => ({ id: t.asset }),
    schema: updateAssetSchema,
  },
  'POST /media-gallery-api/assets/:id/edit-image': {
    as: 'supplier',
    params: (t) => ({ id: t.asset }),
    schema: editImageSchema,
  },
  'POST /media-gallery-api/assets/delete': { as: 'supplier', schema: assetIdsSchema },
  'POST /media-gallery-api/assets/restore': { as: 'supplier', schema: assetIdsSchema },
  'POST /media-gallery-api/assets/purge': { as: 'admin', schema: assetIdsSchema },
  'POST /media-gallery-api/assets/move': { as: 'supplier', schema: moveAssetsSchema },
  'POST /media-gallery-api/assets/download': { as: 'supplier', schema: assetIdsSchema },
  'POST /media-gallery-api/directories': { as: 'supplier', schema: directoryNameSchema },
  'PATCH /media-gallery-api/directories/:id': {
    as: 'supplier',
    params: (t) => ({ id: t.directory }),
    schema: directoryNameSchema,
  },
  'DELETE /media-gallery-api/directories/:id': { as: 'supplier', params: (t) => ({ id: t.directory }) },
  'POST /media-gallery-api/directories/:id/share': { as: 'supplier', params: (t) => ({ id: t.directory }) },
  'DELETE /media-gallery-api/directories/:id/share': { as: 'supplier', params: (t) => ({ id: t.directory }) },
  'POST /media-gallery-api/mass-assign': { as: 'supplier', schema: massAssignSchema },
  'POST /media-gallery-api/automatic-assign/preview': { as: 'supplier', schema: autoPreviewSchema },
  'POST /media-gallery-api/automatic-assign': { as: 'supplier', schema: autoAssignSchema },
};
