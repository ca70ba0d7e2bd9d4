import { describe, expect, it } from 'vitest';
import { canManageIssues, canReportIssues } from '@domain/issues';
import { flagsForRole, ROLES, type Role } from '@domain/user';

describe('§6 who reports and who closes issues (docs/decisions/0009)', () => {
  const expected: Record<Role, [report: boolean, manage: boolean]> = {
    admin: [true, true],
    network: [true, false],
    supplier: [false, false],
    metro: [true, false],
    qc_manager: [true, true],
    mdm: [false, false],
    cm: [false, false],
    blocked: [false, false],
  };

  it.each(ROLES.map((role) => [role, ...expected[role]] as const))(
    '%s: reports %s, resolves and cancels %s',
    (role, report, manage) => {
      const flags = flagsForRole(role);
      expect(canReportIssues(flags)).toBe(report);
      expect(canManageIssues(flags)).toBe(manage);
    },
  );

  it.each(['can_change_selgros_qc_status', 'can_change_markant_qc_status'] as const)(
    'a network user with %s resolves and cancels issues',
    (flag) => {
      expect(canManageIssues({ ...flagsForRole('network'), [flag]: true })).toBe(true);
    },
  );

  it('a blocked admin does nothing', () => {
    const flags = { ...flagsForRole('admin'), is_blocked: true };
    expect(canReportIssues(flags)).toBe(false);
    expect(canManageIssues(flags)).toBe(false);
  });
});
