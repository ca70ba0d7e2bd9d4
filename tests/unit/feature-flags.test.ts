import { describe, expect, it } from 'vitest';
import { FEATURE, featuresForInstance, isFeatureOn } from '@domain/feature-flags';

describe('§1 instance-dependent features', () => {
  it('sending an offer is off for the German instance only', () => {
    expect(isFeatureOn(featuresForInstance('de'), FEATURE.SEND_OFFER)).toBe(false);
    expect(isFeatureOn(featuresForInstance('pl'), FEATURE.SEND_OFFER)).toBe(true);
    expect(isFeatureOn(featuresForInstance('ro'), FEATURE.SEND_OFFER)).toBe(true);
  });

  it('the recycling fraction is off for the Romanian instance only', () => {
    expect(isFeatureOn(featuresForInstance('ro'), FEATURE.RECYCLING_FRACTION)).toBe(false);
    expect(isFeatureOn(featuresForInstance('pl'), FEATURE.RECYCLING_FRACTION)).toBe(true);
  });

  it('flags carry the spec ids and the server config can turn any off', () => {
    expect(featuresForInstance('pl')).toEqual([3, 4, 5, 10, 11, 14, 15, 16]);
    expect(featuresForInstance('pl', [FEATURE.QC])).not.toContain(11);
  });
});
