import type { UserFlag } from './user';

/**
 * §3 Current user, §6: the flags an admin sets per user on top of the role's own. The role flags
 * (is_admin, is_network, is_supplier, is_metro, is_qc_manager, is_mdm, is_cm) come with the role and
 * is_blocked with deactivating, so they are not in this list (docs/decisions/0049).
 */
export const PER_USER_FLAGS = [
  'is_carrefour_romania',
  'is_selgros_romania',
  'is_selgros',
  'is_penny',
  'can_use_selgros_private_attributes',
  'can_use_only_limited_selgros_private_attributes',
  'can_change_selgros_qc_status',
  'can_change_markant_qc_status',
  'can_filter_markant_attributes',
  'has_requirement_created_by_user_id_filter',
  'has_media_gallery_access',
] as const satisfies readonly UserFlag[];
export type PerUserFlag = (typeof PER_USER_FLAGS)[number];
export type PerUserFlags = Record<PerUserFlag, boolean>;

/** §3 Each per-user flag as set in a stored partial record: a flag never set is off. */
export function perUserFlagsOf(stored: Partial<Record<UserFlag, boolean>>): PerUserFlags {
  return Object.fromEntries(PER_USER_FLAGS.map((flag) => [flag, stored[flag] === true])) as PerUserFlags;
}
