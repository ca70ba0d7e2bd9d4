import type { Role } from './user';

/**
 * §6 blocked user, docs/decisions/0018: the role an account has once an unblock request is accepted. An
 * account deactivated from the accounts list kept its role and gets it back. An account whose role is
 * `blocked` gets the role of its company's kind (a supplier's company → supplier, a retail network's →
 * network); a platform operator's account has no obvious role, so it is null: the admin sets one first.
 */
export function roleAfterUnblock(
  role: Role,
  companyKind: 'supplier' | 'network' | 'platform' | null,
): Role | null {
  if (role !== 'blocked') return role;
  if (companyKind === 'supplier') return 'supplier';
  if (companyKind === 'network') return 'network';
  return null;
}
