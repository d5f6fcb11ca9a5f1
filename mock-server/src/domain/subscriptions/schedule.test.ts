import { describe, expect, it } from 'vitest';
import { nextDelivery, slotOf } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const next = (frequency: 'daily' | 'weekly' | 'monthly', iso: string) =>
  nextDelivery(frequency, at(iso)).toISOString();

describe('the schedule of scheduled e-mails', () => {
  it('goes daily at 06:00 UTC: later today before six, tomorrow from six on', () => {
    expect(next('daily', '2026-12-03T05:59:59.999Z')).toBe('2026-12-03T06:00:00.000Z');
    expect(next('daily', '2026-12-03T06:00:00.000Z')).toBe('2026-12-04T06:00:00.000Z');
    expect(next('daily', '2026-12-31T23:00:00.000Z')).toBe('2027-01-01T06:00:00.000Z');
  });

  it('goes weekly on Mondays at 06:00 UTC', () => {
    // 2026-12-03 is a Thursday; 2026-12-07 the next Monday.
    expect(next('weekly', '2026-12-03T10:00:00.000Z')).toBe('2026-12-07T06:00:00.000Z');
    expect(next('weekly', '2026-12-07T05:00:00.000Z')).toBe('2026-12-07T06:00:00.000Z');
    expect(next('weekly', '2026-12-07T06:00:00.000Z')).toBe('2026-12-14T06:00:00.000Z');
    // A Sunday late in the evening: the next morning.
    expect(next('weekly', '2026-12-13T23:59:00.000Z')).toBe('2026-12-14T06:00:00.000Z');
  });

  it('goes monthly on the 1st at 06:00 UTC, across a year', () => {
    expect(next('monthly', '2026-12-03T10:00:00.000Z')).toBe('2027-01-01T06:00:00.000Z');
    expect(next('monthly', '2027-01-01T05:00:00.000Z')).toBe('2027-01-01T06:00:00.000Z');
    expect(next('monthly', '2027-01-31T06:00:00.000Z')).toBe('2027-02-01T06:00:00.000Z');
  });

  it("names a delivery's slot: the day, the week's Monday, the month", () => {
    expect(slotOf('daily', at('2026-12-03T06:00:00.000Z'))).toBe('2026-12-03');
    expect(slotOf('weekly', at('2026-12-09T06:00:00.000Z'))).toBe('2026-12-07');
    expect(slotOf('monthly', at('2026-12-01T06:00:00.000Z'))).toBe('2026-12');
  });
});
