import { describe, expect, it } from 'vitest';
import {
  canAnswerIssue,
  canReportIssues,
  isReporterSide,
  ISSUE_STATUSES,
  nextIssueStatus,
  type IssueStatus,
  type IssueStep,
} from '@domain/issues';
import { flagsForRole, ROLES, type CurrentUser, type Role } from '@domain/user';

function user(role: Role, extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...flagsForRole(role),
    id: 7,
    first_name: 'A',
    last_name: 'B',
    email: 'a@b.pl',
    company_id: 3,
    network_name: null,
    network_code: null,
    media_gallery_token: null,
    role,
    ...extra,
  };
}

describe('§6 who reports, answers and reviews issues (docs/decisions/0009, 0040)', () => {
  const reports: Record<Role, boolean> = {
    admin: true,
    network: true,
    supplier: false,
    metro: true,
    qc_manager: true,
    mdm: false,
    cm: false,
    blocked: false,
  };

  it.each(ROLES.map((role) => [role, reports[role]] as const))('%s reports: %s', (role, report) => {
    expect(canReportIssues(flagsForRole(role))).toBe(report);
  });

  it('the supplier of the card answers; a supplier of another company and a network do not', () => {
    expect(canAnswerIssue(user('supplier'), 3)).toBe(true);
    expect(canAnswerIssue(user('supplier'), 4)).toBe(false);
    expect(canAnswerIssue(user('network'), 3)).toBe(false);
    expect(canAnswerIssue(user('admin', { company_id: null }), 3)).toBe(true);
  });

  it("the reporter's side: the reporter, a reporting user of its network, an admin", () => {
    const reporter = { id: 7, networkCode: 'markant' };
    expect(isReporterSide(user('qc_manager', { network_code: 'markant' }), reporter)).toBe(true);
    expect(isReporterSide(user('network', { id: 8, network_code: 'markant' }), reporter)).toBe(true);
    expect(isReporterSide(user('network', { id: 8, network_code: 'selgros' }), reporter)).toBe(false);
    expect(isReporterSide(user('supplier', { id: 8 }), reporter)).toBe(false);
    expect(isReporterSide(user('admin', { id: 8 }), reporter)).toBe(true);
  });

  it('a blocked admin does nothing', () => {
    const blocked = user('admin', { is_blocked: true });
    expect(canReportIssues(blocked)).toBe(false);
    expect(canAnswerIssue(blocked, 3)).toBe(false);
    expect(isReporterSide(blocked, { id: 7, networkCode: null })).toBe(false);
  });
});

describe('§4 the steps an issue takes (docs/decisions/0040)', () => {
  const table: [IssueStep, IssueStatus, IssueStatus | null][] = [
    ['resolved', 'open', 'resolved'],
    ['edited', 'open', 'resolved'],
    ['accepted', 'resolved', 'accepted'],
    ['reopened', 'resolved', 'open'],
    ['cancelled', 'open', 'cancelled'],
    ['cancelled', 'resolved', 'cancelled'],
  ];
  it.each(table)('%s from %s leads to %s', (step, from, to) => {
    expect(nextIssueStatus(step, from)).toBe(to);
  });

  it('every other step is refused (409)', () => {
    const allowed = new Set(table.map(([step, from]) => `${step}:${from}`));
    for (const step of ['resolved', 'edited', 'accepted', 'reopened', 'cancelled'] as const)
      for (const from of ISSUE_STATUSES)
        if (!allowed.has(`${step}:${from}`)) expect(nextIssueStatus(step, from)).toBeNull();
  });
});
