import type { UserFlags } from './user';

/** §6 The permission names; the spec does not show them, so they are ours (docs/decisions/0003). */
export const PERMISSIONS = [
  'product.edit',
  'product.create',
  'product.bulk_edit',
  'product.import',
  'products.bulk_assign',
  'products.filter.qc',
  'products.filter.supplier',
  'products.filter.network',
  'essentialities.filter.supplier',
  'essentialities.view',
  'essentialities.filter.network',
  'requirement_sets.view',
  'requirement_sets.manage',
  'attribute_migrations.view',
  'attribute_migrations.manage',
  'attribute_migrations.agree',
  'address.edit',
  'producers.own',
  'attributes.preview_retail_group',
  'private_attributes.selgros',
  'private_attributes.selgros_limited',
  'qc.change.selgros',
  'qc.change.markant',
  'qc.list',
  'qc.change',
  'cin.panel',
  'offers.view',
  'offers.create',
  'chain_products.view',
  'chain_master_data.view',
  'requirements.filter.created_by',
  'interface.carrefour_romania',
  'interface.selgros_romania',
  'media_gallery.access',
  'users.add',
  'gln.import',
  'gs1.prefixes',
  'statecharts.view',
  'accounts.manage',
  'unblock_requests.manage',
  'shop.view',
  'shop.manage',
  'api_tokens.manage',
  'storage.sweep',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface PermissionContext {
  /** `flags.bulk_edit` of the application config. */
  bulkEditEnabled: boolean;
  /** The statechart viewer is open to every role in development. */
  development: boolean;
}

type Rule = (user: UserFlags, ctx: PermissionContext) => boolean;

/** §6 Roles and permissions, one rule per permission. */
const RULES: Record<Permission, Rule> = {
  'product.edit': (u) => u.is_supplier || u.is_admin,
  'product.create': (u) => u.is_supplier,
  'product.bulk_edit': (u, ctx) => u.is_supplier && ctx.bulkEditEnabled,
  'product.import': (u) => u.is_supplier,
  // §2 Bulk assign of suppliers (docs/decisions/0024): the operator's admins and the networks (their own cards).
  'products.bulk_assign': (u) => u.is_admin || u.is_network,
  'products.filter.qc': (u) => u.is_supplier || u.is_admin,
  'products.filter.supplier': (u) => !u.is_supplier,
  'products.filter.network': (u) => !u.is_network,
  'essentialities.filter.supplier': (u) => u.is_admin || u.is_network || u.is_mdm,
  // Attribute lists (docs/decisions/0019): what the chains require, how cards meet it, attribute moves.
  'essentialities.view': () => true,
  'essentialities.filter.network': (u) => !u.is_network,
  'requirement_sets.view': () => true,
  'requirement_sets.manage': (u) => u.is_network,
  'attribute_migrations.view': (u) => u.is_admin || u.is_supplier || u.is_mdm,
  'attribute_migrations.manage': (u) => u.is_admin,
  'attribute_migrations.agree': (u) => u.is_supplier,
  'address.edit': (u) => !u.is_admin,
  'producers.own': (u) => !u.is_admin,
  'attributes.preview_retail_group': (u) => u.can_filter_markant_attributes || u.is_admin,
  'private_attributes.selgros': (u) => u.can_use_selgros_private_attributes,
  'private_attributes.selgros_limited': (u) => u.can_use_only_limited_selgros_private_attributes,
  'qc.change.selgros': (u) => u.can_change_selgros_qc_status,
  'qc.change.markant': (u) => u.can_change_markant_qc_status,
  // §2 QC list (docs/decisions/0016): QC managers and admins, and whoever may change a chain's QC status.
  'qc.list': (u) =>
    u.is_qc_manager || u.is_admin || u.can_change_selgros_qc_status || u.can_change_markant_qc_status,
  'qc.change': (u) => u.is_qc_manager || u.is_admin,
  // §2 Panel CIN (docs/decisions/0016): either of the two chain-specific interfaces.
  'cin.panel': (u) => u.is_carrefour_romania || u.is_selgros_romania,
  // §2 Offers and the chain panels (docs/decisions/0017): suppliers offer, a chain's people and admins read;
  // the chain's category manager decides, its master-data manager completes the chain's attributes.
  'offers.view': (u) => u.is_supplier || u.is_network || u.is_cm || u.is_mdm || u.is_admin,
  'offers.create': (u) => u.is_supplier,
  'chain_products.view': (u) => u.is_cm,
  'chain_master_data.view': (u) => u.is_mdm,
  'requirements.filter.created_by': (u) => u.has_requirement_created_by_user_id_filter,
  'interface.carrefour_romania': (u) => u.is_carrefour_romania,
  'interface.selgros_romania': (u) => u.is_selgros_romania,
  'media_gallery.access': (u) => u.has_media_gallery_access,
  'users.add': (u) => u.is_admin,
  'gln.import': (u) => u.is_admin,
  // connect/gs1 (docs/decisions/0050): a supplier company's own GS1 prefixes; admins for any supplier.
  'gs1.prefixes': (u) => u.is_supplier || u.is_admin,
  'statecharts.view': (u, ctx) => u.is_admin || ctx.development,
  // §2 Accounts list and unblock requests are user administration: admins only (docs/decisions/0018).
  'accounts.manage': (u) => u.is_admin,
  'unblock_requests.manage': (u) => u.is_admin,
  // §2 Shop products: a retail network's own assortment, so a user of a network (docs/decisions/0018).
  'shop.view': (u) => u.is_network,
  // §2 shop-management (docs/decisions/0051): the people who buy for a network, its staff and its category
  // managers; a QC manager checks cards and does not choose them; an admin looks at any network's, read only.
  'shop.manage': (u) => (u.is_network && !u.is_qc_manager) || u.is_cm || u.is_admin,
  // §2 api-token-method-config (docs/decisions/0046): a company's own integrations, so the people of a
  // supplier or a chain (metro and QC included); admins oversee every company's tokens.
  'api_tokens.manage': (u) => u.is_supplier || u.is_network || u.is_admin,
  // The storage sweep looks at every company's files: operating the installation, so admins (0057).
  'storage.sweep': (u) => u.is_admin,
};

export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}

/** §6 Every permission the user holds: what `user-available-methods` answers after login. */
export function availableMethods(user: UserFlags, ctx: PermissionContext): Permission[] {
  if (user.is_blocked) return [];
  return PERMISSIONS.filter((name) => RULES[name](user, ctx));
}

export type PermissionCheck = { allowed: true } | { allowed: false; unknown: boolean };

/** §6 Checks a stored permission list; an unknown permission name is denied and flagged for an alert. */
export function checkPermission(stored: readonly string[], name: string): PermissionCheck {
  if (!isPermission(name)) return { allowed: false, unknown: true };
  return stored.includes(name) ? { allowed: true } : { allowed: false, unknown: false };
}
