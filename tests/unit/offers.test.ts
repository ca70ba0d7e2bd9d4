import { describe, expect, test } from 'vitest';
import { chainCompleteness, nextOfferStatus, OFFER_STATUS, offerScope } from '@domain/offers';
import { flagsForRole, type Role } from '@domain/user';

const { OFFERED, APPROVED, REJECTED } = OFFER_STATUS;

describe('nextOfferStatus (§7 approve-product / reject-offer, docs/decisions/0017)', () => {
  test.each([
    [OFFERED, 'approve', APPROVED],
    [OFFERED, 'reject', REJECTED],
    [OFFERED, 'revoke', null],
    [APPROVED, 'approve', null],
    [APPROVED, 'reject', null],
    [APPROVED, 'revoke', OFFERED],
    [REJECTED, 'approve', null],
    [REJECTED, 'reject', null],
    [REJECTED, 'revoke', null],
  ] as const)('from %i, %s leads to %s', (status, decision, next) => {
    expect(nextOfferStatus(status, decision)).toBe(next);
  });
});

describe('offerScope (§6)', () => {
  const user = (role: Role, company_id: number | null, network_code: string | null) => ({
    ...flagsForRole(role),
    company_id,
    network_code,
  });
  test.each([
    [user('supplier', 2, null), { kind: 'company', companyId: 2 }],
    [user('supplier', null, null), { kind: 'none' }],
    [user('network', 5, 'selgros'), { kind: 'network', networkCode: 'selgros' }],
    [user('cm', 1, 'selgros'), { kind: 'network', networkCode: 'selgros' }],
    [user('mdm', 1, null), { kind: 'none' }],
    [user('admin', 1, null), { kind: 'all' }],
    [user('blocked', 2, null), { kind: 'none' }],
  ])('%o sees %o', (who, scope) => {
    expect(offerScope(who)).toEqual(scope);
  });
});

test('chainCompleteness rounds down and counts nothing to fill as complete', () => {
  expect(chainCompleteness(0, 0)).toBe(100);
  expect(chainCompleteness(1, 3)).toBe(33);
  expect(chainCompleteness(3, 3)).toBe(100);
});
