import { describe, expect, it } from 'vitest';
import { glnFault, isValidCui, isValidNip, isValidUstIdNr, taxIdFault } from '@domain/company-identifiers';
import { roleFitsKind, rolesForKind } from '@domain/company-kinds';

describe('§3 tax id checks per country', () => {
  it.each([
    ['5260250274', true],
    ['526-025-02-74', true],
    ['PL 7740001454', true],
    ['5260250275', false],
    ['526025027', false],
    ['52602502740', false],
    ['abcdefghij', false],
  ])('PL NIP %s valid: %s', (value, valid) => {
    expect(isValidNip(value)).toBe(valid);
  });

  it.each([
    ['14399840', true],
    ['RO14399840', true],
    ['18547290', true],
    ['14399841', false],
    ['1', false],
    ['12345678901', false],
    ['014399840', false],
  ])('RO CUI %s valid: %s', (value, valid) => {
    expect(isValidCui(value)).toBe(valid);
  });

  it.each([
    ['DE136695976', true],
    ['de 811 569 869', true],
    ['DE136695977', false],
    ['136695976', false],
    ['DE13669597', false],
  ])('DE USt-IdNr %s valid: %s', (value, valid) => {
    expect(isValidUstIdNr(value)).toBe(valid);
  });

  it('checks a tax id by the rule of its country, not another', () => {
    expect(taxIdFault('PL', '5260250274')).toBeNull();
    expect(taxIdFault('RO', '5260250274')).toBe('companies.errors.taxId');
    expect(taxIdFault('DE', 'DE136695976')).toBeNull();
    expect(taxIdFault('RO', '14399840')).toBeNull();
  });
});

describe('§3 GLN', () => {
  it.each([
    ['5901234123457', null],
    ['5901234123456', 'companies.errors.gln'],
    ['590123412345', 'companies.errors.gln'],
    ['59012341234a7', 'companies.errors.gln'],
  ])('%s → %s', (value, fault) => {
    expect(glnFault(value)).toBe(fault);
  });
});

describe('§6 the roles a company kind allows', () => {
  it('a supplier company has suppliers only; a network its chain roles; the operator its own', () => {
    expect(rolesForKind('supplier')).toEqual(['supplier']);
    expect(roleFitsKind('network', 'supplier')).toBe(false);
    expect(roleFitsKind('admin', 'network')).toBe(false);
    expect(roleFitsKind('qc_manager', 'network')).toBe(true);
    expect(roleFitsKind('admin', 'platform')).toBe(true);
    expect(roleFitsKind('blocked', 'supplier')).toBe(true);
  });
});
