import type { Role } from './user';

/**
 * §3 Company and §6 Roles: the kind of a company decides which roles its users may have
 * (docs/decisions/0047). A supplier's people keep cards; a retail network's people (its buyers, Metro's,
 * Markant's QC) read and judge them; the operator's people run the platform.
 */
export const COMPANY_KINDS = ['supplier', 'network', 'platform'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

const ROLES_OF_KIND: Record<CompanyKind, readonly Role[]> = {
  supplier: ['supplier'],
  network: ['network', 'metro', 'qc_manager'],
  platform: ['admin', 'mdm', 'cm'],
};

/** §6 The roles a user of a company of this kind may be given (blocked comes from deactivating). */
export function rolesForKind(kind: CompanyKind): readonly Role[] {
  return ROLES_OF_KIND[kind];
}

/** §6 Whether a role fits a company of this kind; a blocked account keeps any company. */
export function roleFitsKind(role: string, kind: CompanyKind): boolean {
  return role === 'blocked' || (ROLES_OF_KIND[kind] as readonly string[]).includes(role);
}

/** §3 Company status: active, inactive, inactive-junk (a company left for good, kept for its history). */
export const COMPANY_STATUSES = ['active', 'inactive', 'inactive_junk'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
