/**
 * §6 Switch user ("a switch-me-to configuration and log exist per user"), the rules of docs/decisions/0048.
 * Pure: the server checks them when the configuration is saved and again at every switch.
 */

/** What the rules need to know of an account. */
export interface SwitchParty {
  id: number;
  isAdmin: boolean;
  companyId: number | null;
  /** Active and not blocked: an account that can log in. */
  active: boolean;
}

export const SWITCH_REFUSALS = {
  self: 'switchUser.errors.self',
  targetAdmin: 'switchUser.errors.targetAdmin',
  inactive: 'switchUser.errors.inactive',
  otherCompany: 'switchUser.errors.otherCompany',
} as const;
export type SwitchRefusal = (typeof SWITCH_REFUSALS)[keyof typeof SWITCH_REFUSALS];

/**
 * §6 May `switcher` ever act as `target`? Never as oneself, never as an admin (acting as one would give
 * more rights than a switcher's own admin rights allow), never as or by an inactive account, and a
 * non-admin only as a colleague of the same company. Null when allowed.
 */
export function switchRefusal(switcher: SwitchParty, target: SwitchParty): SwitchRefusal | null {
  if (switcher.id === target.id) return SWITCH_REFUSALS.self;
  if (target.isAdmin) return SWITCH_REFUSALS.targetAdmin;
  if (!switcher.active || !target.active) return SWITCH_REFUSALS.inactive;
  if (!switcher.isAdmin && (switcher.companyId === null || switcher.companyId !== target.companyId))
    return SWITCH_REFUSALS.otherCompany;
  return null;
}

/** A day `YYYY-MM-DD` that exists in the calendar. */
export function isCalendarDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** §6 A permission given "until" a day holds through that whole day (UTC): it ends at the next midnight. */
export function permissionEnd(day: string): Date {
  const at = new Date(`${day}T00:00:00.000Z`);
  return new Date(at.getTime() + 86_400_000);
}

/** The day a stored end stands for: the inverse of `permissionEnd`. */
export function permissionDay(end: Date): string {
  return new Date(end.getTime() - 86_400_000).toISOString().slice(0, 10);
}
