import type { Language } from './constants';

/** §3 Current user (page global). Chain-related flag names are part of the contract as spelled. */
export const USER_FLAGS = [
  'is_admin',
  'is_network',
  'is_blocked',
  'is_supplier',
  'is_metro',
  'is_qc_manager',
  'is_carrefour_romania',
  'is_selgros_romania',
  'is_selgros',
  'is_penny',
  'is_mdm',
  'is_cm',
  'can_use_only_limited_selgros_private_attributes',
  'can_use_selgros_private_attributes',
  'can_change_selgros_qc_status',
  'can_change_markant_qc_status',
  'can_filter_markant_attributes',
  'has_requirement_created_by_user_id_filter',
  'has_media_gallery_access',
] as const;
export type UserFlag = (typeof USER_FLAGS)[number];

export type UserFlags = Record<UserFlag, boolean>;

export interface CurrentUser extends UserFlags {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company_id: number | null;
  network_name: string | null;
  network_code: string | null;
  media_gallery_token: string | null;
  role: Role;
}

/** §6 Roles. */
export const ROLES = ['admin', 'network', 'supplier', 'metro', 'qc_manager', 'mdm', 'cm', 'blocked'] as const;
export type Role = (typeof ROLES)[number];

/** All flags off: the base every role builds on. */
export function noFlags(): UserFlags {
  return Object.fromEntries(USER_FLAGS.map((flag) => [flag, false])) as UserFlags;
}

/** §6 The flags a role implies; chain-specific flags are set per user on top of these. */
export function flagsForRole(role: Role): UserFlags {
  const flags = noFlags();
  switch (role) {
    case 'admin':
      flags.is_admin = true;
      break;
    case 'network':
      flags.is_network = true;
      break;
    case 'supplier':
      flags.is_supplier = true;
      break;
    case 'metro':
      flags.is_network = true;
      flags.is_metro = true;
      break;
    case 'qc_manager':
      flags.is_network = true;
      flags.is_qc_manager = true;
      break;
    case 'mdm':
      flags.is_mdm = true;
      break;
    case 'cm':
      flags.is_cm = true;
      break;
    case 'blocked':
      flags.is_blocked = true;
      break;
  }
  return flags;
}

/** A display name for headers and greetings. */
export function displayName(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name === '' ? user.email : name;
}

/** What a successful login answers: the user, the permissions stored after login (§6), the CSRF token. */
export interface LoginResult {
  user: CurrentUser;
  permissions: string[];
  csrf_token: string;
  language: Language;
}

export interface LoginCredentials {
  email: string;
  password: string;
}
