import { ASSIGNABLE_ROLES } from '@contract/accounts-list';
import { COMPANY_KINDS, rolesForKind, type CompanyKind } from '@domain/company-kinds';
import type { Role } from '@domain/user';

const isKind = (kind: string | null | undefined): kind is CompanyKind =>
  (COMPANY_KINDS as readonly string[]).includes(kind ?? '');

/**
 * §6 The roles the account dialogs offer for a company of this kind (docs/decisions/0047): only those that
 * fit it; without a company chosen yet, none. The server refuses any other as well.
 */
export function roleChoices(kind: string | null | undefined): readonly Role[] {
  if (!isKind(kind)) return [];
  return rolesForKind(kind).filter((role) => (ASSIGNABLE_ROLES as readonly string[]).includes(role));
}
