import { describe, expect, it } from 'vitest';
import { meetsRecommendation } from './office-model.ts';

describe('the office model', () => {
  it("meets a recommendation of 'N days or fewer' with at most N days, and never with 'Never'", () => {
    expect(meetsRecommendation('14 days', '30 days or fewer')).toBe(true);
    expect(meetsRecommendation('30 days', '30 days or fewer')).toBe(true);
    expect(meetsRecommendation('31 days', '30 days or fewer')).toBe(false);
    expect(meetsRecommendation('Never', '30 days or fewer')).toBe(false);
    expect(meetsRecommendation('Enabled', 'Enabled')).toBe(true);
  });
});
