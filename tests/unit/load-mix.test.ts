import { describe, expect, it } from 'vitest';
import { percentile, pickStep, seededRandom, summarize, type Sample } from '../../bench/load-mix';

describe('the load benches’ mix and summary', () => {
  it('picks each step in proportion to its weight', () => {
    const mix = [
      { step: 'list', weight: 3 },
      { step: 'save', weight: 1 },
    ] as const;
    expect(pickStep(mix, 0)).toBe('list');
    expect(pickStep(mix, 0.74)).toBe('list');
    expect(pickStep(mix, 0.75)).toBe('save');
    expect(pickStep(mix, 0.999)).toBe('save');
    const random = seededRandom(7);
    const drawn = Array.from({ length: 4000 }, () => pickStep(mix, random()));
    const saves = drawn.filter((step) => step === 'save').length;
    expect(saves).toBeGreaterThan(850);
    expect(saves).toBeLessThan(1150);
  });

  it('refuses a mix with nothing to pick', () => {
    expect(() => pickStep([], 0.5)).toThrow();
    expect(() => pickStep([{ step: 'list', weight: 0 }], 0.5)).toThrow();
  });

  it('draws the same sequence from the same seed, in [0, 1)', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const a = Array.from({ length: 100 }, () => first());
    expect(Array.from({ length: 100 }, () => second())).toEqual(a);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(a).size).toBe(100);
  });

  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('counts a stale save apart from errors, and a 409 of a read as an error', () => {
    const samples: Sample[] = [
      { step: 'list', ms: 10, status: 200 },
      { step: 'show', ms: 20, status: 200 },
      { step: 'save', ms: 30, status: 200 },
      { step: 'save', ms: 40, status: 409 },
      { step: 'show', ms: 50, status: 409 },
      { step: 'list', ms: 60, status: 500 },
      { step: 'filter', ms: 70, status: 0 },
    ];
    const summary = summarize(samples, 2);
    expect(summary).toMatchObject({ requests: 7, conflicts: 1, errors: 3, p50: 40, p99: 70, rps: 3.5 });
    expect(summary.perStep).toEqual({
      list: { requests: 2, p50: 10, p95: 60 },
      show: { requests: 2, p50: 20, p95: 50 },
      save: { requests: 2, p50: 30, p95: 40 },
      filter: { requests: 1, p50: 70, p95: 70 },
    });
  });
});
