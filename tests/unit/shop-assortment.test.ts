import { describe, expect, test } from 'vitest';
import {
  assortmentCompleteness,
  NETWORK_NUMBER_PATTERN,
  normalizeNetworkNumber,
} from '@domain/shop-assortment';

describe('§2 shop-management: the assortment’s completeness (docs/decisions/0051)', () => {
  test.each([
    [[], { total: 0, ready: 0, waiting: 0, todo: 0, percent: 100 }],
    [['ready', 'ready', 'waiting'], { total: 3, ready: 2, waiting: 1, todo: 0, percent: 66 }],
    [['todo', 'waiting', 'ready', 'todo'], { total: 4, ready: 1, waiting: 1, todo: 2, percent: 25 }],
    [['ready'], { total: 1, ready: 1, waiting: 0, todo: 0, percent: 100 }],
  ] as const)('%j', (states, expected) => {
    expect(assortmentCompleteness(states)).toEqual(expected);
  });
});

describe('§3 product-in-network identifier', () => {
  test.each([
    ['SG-410207', true],
    ['MET/88113', true],
    ['MK.5100', true],
    ['Ł123', true],
    ['-12', false],
    ['SG 1', false],
    ['X'.repeat(21), false],
  ])('%s is a number: %s', (value, valid) => {
    expect(NETWORK_NUMBER_PATTERN.test(value)).toBe(valid);
  });

  test('numbers are trimmed; an empty one is none (§5 Computations)', () => {
    expect(normalizeNetworkNumber('  SG-1 ')).toBe('SG-1');
    expect(normalizeNetworkNumber('   ')).toBeNull();
    expect(normalizeNetworkNumber(null)).toBeNull();
  });
});
