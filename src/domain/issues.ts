import type { UserFlags } from './user';

/** §3 Issue types and the statuses an issue goes through (open until resolved or cancelled). */
export const ISSUE_TYPES = ['qc', 'compliance'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const ISSUE_STATUS = { OPEN: 'open', RESOLVED: 'resolved', CANCELLED: 'cancelled' } as const;
export type IssueStatus = (typeof ISSUE_STATUS)[keyof typeof ISSUE_STATUS];

/**
 * §6, §7 report-issues: who runs checks on cards reports issues: networks (QC managers are network users
 * too) and admins. The spec names no permission; docs/decisions/0009.
 */
export function canReportIssues(user: UserFlags): boolean {
  return !user.is_blocked && (user.is_admin || user.is_network || user.is_qc_manager);
}

/**
 * §6, §7 resolve-issue and cancel-issue: QC roles of the networks (a QC manager, or a network user allowed
 * to change a chain's QC status) and admins. docs/decisions/0009.
 */
export function canManageIssues(user: UserFlags): boolean {
  return (
    !user.is_blocked &&
    (user.is_admin ||
      user.is_qc_manager ||
      user.can_change_selgros_qc_status ||
      user.can_change_markant_qc_status)
  );
}
