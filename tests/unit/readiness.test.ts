import { describe, expect, test } from 'vitest';
import {
  issueConcerns,
  issueTarget,
  networkReadiness,
  offerStateOf,
  qcChainOf,
  qcVerdictOf,
  worstReadiness,
  type ReadinessFacts,
} from '@domain/readiness';

const facts = (over: Partial<ReadinessFacts> = {}): ReadinessFacts => ({
  network: 'metro',
  requirement: { required: 4, filled: 4, missing: [] },
  qc: { status: 1, comment: '', checkedAt: '2026-11-01T10:00:00.000Z' },
  offerStatus: 2,
  openIssues: 0,
  ...over,
});

describe('networkReadiness (docs/decisions/0042)', () => {
  test('everything filled, QC passed and the offer approved is ready', () => {
    const readiness = networkReadiness(facts());
    expect(readiness.state).toBe('ready');
    expect(readiness.blockers).toEqual([]);
    expect(readiness.completeness).toBe(100);
  });

  test.each([
    [{ requirement: { required: 3, filled: 1, missing: ['a', 'b'] } }, ['missing_attributes'], 33],
    [{ qc: { status: 2, comment: 'Brak zdjęcia.', checkedAt: null } }, ['qc_failed'], 100],
    [{ offerStatus: 3 }, ['offer_rejected'], 100],
    [{ openIssues: 2 }, ['open_issues'], 100],
    [
      {
        requirement: { required: 2, filled: 0, missing: ['a', 'b'] },
        qc: { status: 2, comment: 'x', checkedAt: null },
        offerStatus: 3,
        openIssues: 1,
      },
      ['missing_attributes', 'qc_failed', 'offer_rejected', 'open_issues'],
      0,
    ],
  ] as const)('%o is to do: %o', (over, blockers, completeness) => {
    const readiness = networkReadiness(facts(over));
    expect(readiness.state).toBe('todo');
    expect(readiness.blockers).toEqual(blockers);
    expect(readiness.completeness).toBe(completeness);
  });

  test.each([
    [{ qc: null }, 'not_checked', 'approved'],
    [{ qc: { status: 0, comment: '', checkedAt: null } }, 'not_checked', 'approved'],
    [{ offerStatus: 1 }, 'passed', 'offered'],
  ] as const)('%o waits for the network', (over, qc, offer) => {
    const readiness = networkReadiness(facts(over));
    expect(readiness).toMatchObject({ state: 'waiting', blockers: [], qc, offer });
  });

  test('the QC comment reaches the answer; no requirement set means nothing required', () => {
    const readiness = networkReadiness(
      facts({
        requirement: null,
        qc: { status: 2, comment: 'Złe tło.', checkedAt: null },
        offerStatus: null,
      }),
    );
    expect(readiness).toMatchObject({ qcComment: 'Złe tło.', required: 0, completeness: 100, offer: 'none' });
  });
});

describe('mappings', () => {
  test('Selgros and Markant have their own QC; other networks rely on the card’s', () => {
    expect(qcChainOf('selgros')).toBe('selgros');
    expect(qcChainOf('markant')).toBe('markant');
    expect(qcChainOf('metro')).toBe('card');
  });
  test.each([
    [null, 'not_checked'],
    [0, 'not_checked'],
    [1, 'passed'],
    [2, 'failed'],
    [9, 'not_checked'],
  ] as const)('QC %s is %s', (status, verdict) => expect(qcVerdictOf(status)).toBe(verdict));
  test.each([
    [null, 'none'],
    [1, 'offered'],
    [2, 'approved'],
    [3, 'rejected'],
  ] as const)('offer %s is %s', (status, state) => expect(offerStateOf(status)).toBe(state));
  test('an issue concerns its reporter’s network, or every network when the reporter has none', () => {
    expect(issueConcerns('selgros', 'selgros')).toBe(true);
    expect(issueConcerns('markant', 'selgros')).toBe(false);
    expect(issueConcerns(null, 'metro')).toBe(true);
  });
  test('the worst state speaks for several networks', () => {
    expect(worstReadiness(['ready', 'waiting', 'todo'])).toBe('todo');
    expect(worstReadiness(['ready', 'waiting'])).toBe('waiting');
    expect(worstReadiness([])).toBe('ready');
  });
});

describe('issueTarget (§3 Fault and issue)', () => {
  test.each([
    ['attributes', 'f1e2.0', 'attribute-f1e2'],
    ['attributes', 'f1e2', 'attribute-f1e2'],
    ['product_profile', 'name_to_show', 'section-identify'],
    ['gallery', '2', 'section-media'],
    ['logistic', 'structures', 'section-logistic'],
    ['something_else', 'x', 'readiness'],
  ])('%s %s leads to %s', (ns, identify, target) => expect(issueTarget(ns, identify)).toBe(target));
});
