import { describe, expect, it } from 'vitest';
import { cinChainsOf, cinMissing } from '@domain/cin';
import { PRODUCT_STATUS } from '@domain/constants';
import { availableMethods } from '@domain/permissions';
import { changeableQcChains, qcCommentRequired } from '@domain/qc-chains';
import { flagsForRole } from '@domain/user';

const ctx = { bulkEditEnabled: true, development: false };
const complete = {
  status: PRODUCT_STATUS.READY,
  gtin: '5900020000163',
  nameToShow: 'Serek 250 g',
  brandId: 3,
  categoryId: 7,
  chainNumber: '123456',
};

describe('§6 QC status change per chain (docs/decisions/0016)', () => {
  it.each([
    ['qc_manager', {}, ['card']],
    ['qc_manager', { can_change_markant_qc_status: true }, ['card', 'markant']],
    ['admin', {}, ['card']],
    ['network', { can_change_selgros_qc_status: true }, ['selgros']],
    ['supplier', {}, []],
  ] as const)('%s %j may change %j', (role, extra, chains) => {
    expect(changeableQcChains(availableMethods({ ...flagsForRole(role), ...extra }, ctx))).toEqual(chains);
  });

  it('the list is for QC managers, admins and holders of a chain QC flag, never a supplier or a blocked user', () => {
    const has = (role: Parameters<typeof flagsForRole>[0], extra = {}) =>
      availableMethods({ ...flagsForRole(role), ...extra }, ctx).includes('qc.list');
    expect(has('qc_manager')).toBe(true);
    expect(has('admin')).toBe(true);
    expect(has('network', { can_change_selgros_qc_status: true })).toBe(true);
    expect(has('network')).toBe(false);
    expect(has('supplier')).toBe(false);
    expect(has('blocked', { is_qc_manager: true })).toBe(false);
  });

  it('a failed verdict needs a reason; passing and resetting do not', () => {
    expect([0, 1, 2].map((status) => qcCommentRequired(status as 0 | 1 | 2))).toEqual([false, false, true]);
  });
});

describe('§2 Panel CIN: chains and what the item-creation file needs', () => {
  it('the chains follow the interface flags', () => {
    const chains = (extra: object) => cinChainsOf(availableMethods({ ...flagsForRole('cm'), ...extra }, ctx));
    expect(chains({})).toEqual([]);
    expect(chains({ is_selgros_romania: true })).toEqual(['selgros']);
    expect(chains({ is_selgros_romania: true, is_carrefour_romania: true })).toEqual([
      'carrefour_ro',
      'selgros',
    ]);
  });

  it.each([
    [{}, []],
    [{ status: PRODUCT_STATUS.DRAFT }, ['ready']],
    [{ gtin: null }, ['gtin']],
    [{ gtin: ' ' }, ['gtin']],
    [{ nameToShow: '  ' }, ['name']],
    [{ brandId: null, categoryId: null }, ['brand', 'category']],
    [{ chainNumber: ' ' }, ['chainNumber']],
  ])('%j lacks %j', (change, missing) => {
    expect(cinMissing({ ...complete, ...change })).toEqual(missing);
  });
});
