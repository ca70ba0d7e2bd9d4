import type { CurrentUser, UserFlags } from './user';

/** §3 Issue types and the statuses an issue goes through (docs/decisions/0040-issue-thread.md). */
export const ISSUE_TYPES = ['qc', 'compliance'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/**
 * §3 Issue statuses: open (waiting for the supplier), resolved (the supplier answered or edited the field,
 * waiting for the reporter), accepted (the reporter agrees: closed), cancelled (the reporter withdrew it).
 */
export const ISSUE_STATUS = {
  OPEN: 'open',
  RESOLVED: 'resolved',
  ACCEPTED: 'accepted',
  CANCELLED: 'cancelled',
} as const;
export type IssueStatus = (typeof ISSUE_STATUS)[keyof typeof ISSUE_STATUS];
export const ISSUE_STATUSES = ['open', 'resolved', 'accepted', 'cancelled'] as const;

/**
 * The statuses in the words of GS1 GDSN's catalogue item confirmation: an open issue is the chain's REVIEW
 * with a corrective action asked for, a resolved one is RECEIVED (the correction is in, the chain checks
 * it), accepted is ACCEPTED; a cancelled request has no confirmation status. A reopen is the chain's
 * REJECTED-with-corrective-action of the supplier's correction, after which the issue is open (REVIEW)
 * again. docs/decisions/0040-issue-thread.md.
 */
export const GDSN_CIC_STATUS: Record<IssueStatus, 'REVIEW' | 'RECEIVED' | 'ACCEPTED' | null> = {
  open: 'REVIEW',
  resolved: 'RECEIVED',
  accepted: 'ACCEPTED',
  cancelled: null,
};

/** What happens to an issue after its report: each is a line of the thread with who and when. */
export const ISSUE_STEPS = ['resolved', 'edited', 'accepted', 'reopened', 'cancelled'] as const;
export type IssueStep = (typeof ISSUE_STEPS)[number];

/** The steps a user asks for through the API (an edit happens through the card's save). */
export type IssueAction = Exclude<IssueStep, 'edited'>;

/** The statuses each step starts from, and where it leads. */
const STEPS: Record<IssueStep, { from: readonly IssueStatus[]; to: IssueStatus }> = {
  resolved: { from: ['open'], to: 'resolved' },
  edited: { from: ['open'], to: 'resolved' },
  accepted: { from: ['resolved'], to: 'accepted' },
  reopened: { from: ['resolved'], to: 'open' },
  cancelled: { from: ['open', 'resolved'], to: 'cancelled' },
};

/** §4 The status an issue moves to with a step, or null when the step does not apply (409). */
export function nextIssueStatus(step: IssueStep, status: IssueStatus): IssueStatus | null {
  const rule = STEPS[step];
  return rule.from.includes(status) ? rule.to : null;
}

/** An issue about the card as a whole rather than one of its fields. */
export const CARD_ISSUE = { ns: 'card', identify: 'card' } as const;

/**
 * §6, §7 report-issues: who runs checks on cards reports issues: networks (QC managers are network users
 * too) and admins. The spec names no permission; docs/decisions/0009.
 */
export function canReportIssues(user: UserFlags): boolean {
  return !user.is_blocked && (user.is_admin || user.is_network || user.is_qc_manager);
}

/**
 * §7 resolve-issue: the supplier side answers, a supplier of the company that owns the card (or an admin).
 * docs/decisions/0040-issue-thread.md.
 */
export function canAnswerIssue(user: CurrentUser, cardCompanyId: number): boolean {
  if (user.is_blocked) return false;
  return user.is_admin || (user.is_supplier && user.company_id === cardCompanyId);
}

/** Who reported an issue, as the reporter's side is decided. */
export interface IssueReporter {
  id: number | null;
  networkCode: string | null;
}

/**
 * §7 cancel-issue, accept and reopen: the reporter's side, the reporter, a reporting user of the same
 * network, or an admin. docs/decisions/0040-issue-thread.md.
 */
export function isReporterSide(user: CurrentUser, reporter: IssueReporter): boolean {
  if (user.is_blocked) return false;
  if (user.is_admin || user.id === reporter.id) return true;
  return canReportIssues(user) && user.network_code !== null && user.network_code === reporter.networkCode;
}

/** The role a thread shows beside an author's name. */
export const THREAD_ROLES = ['admin', 'qc_manager', 'network', 'supplier', 'other'] as const;
export type ThreadRole = (typeof THREAD_ROLES)[number];

/** The role of a user as the thread names it (one, the first that applies). */
export function threadRoleOf(user: UserFlags): ThreadRole {
  if (user.is_admin) return 'admin';
  if (user.is_qc_manager) return 'qc_manager';
  if (user.is_network) return 'network';
  if (user.is_supplier) return 'supplier';
  return 'other';
}

/** The role a thread shows for a stored account role (§6 roles; metro is a network). */
export function threadRoleOfRole(role: string): ThreadRole {
  if (role === 'admin' || role === 'qc_manager' || role === 'network' || role === 'supplier') return role;
  return role === 'metro' ? 'network' : 'other';
}

/** A person of the thread: who reported or took a step. */
export interface ThreadPerson {
  id: number;
  name: string;
}

/** One line of an issue's thread: the report or a later step (the contract's threadStepSchema). */
export interface IssueThreadStep {
  step: 'reported' | IssueStep;
  status: IssueStatus;
  message: string | null;
  author: ThreadPerson | null;
  role: ThreadRole;
  at: string;
}

/** §3 Issue with its id, status, thread and the steps the asking user may take now. */
export interface IssueInThread {
  id: number;
  type: IssueType;
  ns: string;
  identify: string;
  header: string;
  message: string;
  status: IssueStatus;
  steps: IssueThreadStep[];
  can: { resolve: boolean; accept: boolean; reopen: boolean; cancel: boolean };
}

/** Every issue of a card and whether the user reports (GET issue-thread). */
export interface IssueThread {
  issues: IssueInThread[];
  can_report: boolean;
}
