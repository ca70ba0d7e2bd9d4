import { describe, expect, it } from 'vitest';
import { PERMISSIONS, availableMethods, checkPermission } from '@domain/permissions';
import { ROLES, flagsForRole, type Role } from '@domain/user';

const ctx = { bulkEditEnabled: true, development: false };
const methodsOf = (role: Role, extra = {}) => availableMethods({ ...flagsForRole(role), ...extra }, ctx);

describe('§6 roles and permissions', () => {
  it.each([
    ['supplier', 'product.edit', true],
    ['admin', 'product.edit', true],
    ['network', 'product.edit', false],
    ['qc_manager', 'product.edit', false],
    ['supplier', 'product.create', true],
    ['admin', 'product.create', false],
    ['supplier', 'product.import', true],
    ['network', 'product.import', false],
    ['supplier', 'products.filter.qc', true],
    ['admin', 'products.filter.qc', true],
    ['network', 'products.filter.qc', false],
    ['supplier', 'products.filter.supplier', false],
    ['network', 'products.filter.supplier', true],
    ['network', 'products.filter.network', false],
    ['supplier', 'products.filter.network', true],
    ['admin', 'essentialities.filter.supplier', true],
    ['network', 'essentialities.filter.supplier', true],
    ['mdm', 'essentialities.filter.supplier', true],
    ['supplier', 'essentialities.filter.supplier', false],
    ['admin', 'address.edit', false],
    ['supplier', 'address.edit', true],
    ['admin', 'producers.own', false],
    ['admin', 'attributes.preview_retail_group', true],
    ['supplier', 'attributes.preview_retail_group', false],
    ['admin', 'statecharts.view', true],
    ['supplier', 'statecharts.view', false],
  ] as const)('%s → %s is %s', (role, permission, expected) => {
    expect(methodsOf(role).includes(permission)).toBe(expected);
  });

  it('bulk edit needs a supplier and flags.bulk_edit on', () => {
    expect(availableMethods(flagsForRole('supplier'), ctx)).toContain('product.bulk_edit');
    expect(availableMethods(flagsForRole('supplier'), { ...ctx, bulkEditEnabled: false })).not.toContain(
      'product.bulk_edit',
    );
    expect(availableMethods(flagsForRole('admin'), ctx)).not.toContain('product.bulk_edit');
  });

  it('chain-specific permissions follow the matching user flag', () => {
    expect(methodsOf('network')).not.toContain('qc.change.selgros');
    expect(methodsOf('network', { can_change_selgros_qc_status: true })).toContain('qc.change.selgros');
    expect(methodsOf('supplier', { has_media_gallery_access: true })).toContain('media_gallery.access');
    expect(methodsOf('network', { can_use_selgros_private_attributes: true })).toContain(
      'private_attributes.selgros',
    );
  });

  it('the statechart viewer is open to every role in development', () => {
    for (const role of ROLES.filter((r) => r !== 'blocked')) {
      expect(availableMethods(flagsForRole(role), { ...ctx, development: true })).toContain(
        'statecharts.view',
      );
    }
  });

  it('a blocked user has no permission at all', () => {
    expect(methodsOf('blocked')).toEqual([]);
  });

  it('an unknown permission is denied and flagged for an alert', () => {
    expect(checkPermission(PERMISSIONS, 'product.fly')).toEqual({ allowed: false, unknown: true });
    expect(checkPermission(['product.edit'], 'product.edit')).toEqual({ allowed: true });
    expect(checkPermission([], 'product.edit')).toEqual({ allowed: false, unknown: false });
  });
});
