import type { UserFlags } from './user';

/** §6 The permission names; the spec does not show them, so they are ours (docs/decisions/0003). */
export const PERMISSIONS = [
  'product.edit',
  'product.create',
  'product.bulk_edit',
  'product.import',
  'products.filter.qc',
  'products.filter.supplier',
  'products.filter.network',
  'essentialities.filter.supplier',
  'address.edit',
  'producers.own',
  'attributes.preview_retail_group',
  'private_attributes.selgros',
  'private_attributes.selgros_limited',
  'qc.change.selgros',
  'qc.change.markant',
  'requirements.filter.created_by',
  'interface.carrefour_romania',
  'interface.selgros_romania',
  'media_gallery.access',
  'users.add',
  'gln.import',
  'statecharts.view',
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
  'products.filter.qc': (u) => u.is_supplier || u.is_admin,
  'products.filter.supplier': (u) => !u.is_supplier,
  'products.filter.network': (u) => !u.is_network,
  'essentialities.filter.supplier': (u) => u.is_admin || u.is_network || u.is_mdm,
  'address.edit': (u) => !u.is_admin,
  'producers.own': (u) => !u.is_admin,
  'attributes.preview_retail_group': (u) => u.can_filter_markant_attributes || u.is_admin,
  'private_attributes.selgros': (u) => u.can_use_selgros_private_attributes,
  'private_attributes.selgros_limited': (u) => u.can_use_only_limited_selgros_private_attributes,
  'qc.change.selgros': (u) => u.can_change_selgros_qc_status,
  'qc.change.markant': (u) => u.can_change_markant_qc_status,
  'requirements.filter.created_by': (u) => u.has_requirement_created_by_user_id_filter,
  'interface.carrefour_romania': (u) => u.is_carrefour_romania,
  'interface.selgros_romania': (u) => u.is_selgros_romania,
  'media_gallery.access': (u) => u.has_media_gallery_access,
  'users.add': (u) => u.is_admin,
  'gln.import': (u) => u.is_admin,
  'statecharts.view': (u, ctx) => u.is_admin || ctx.development,
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
