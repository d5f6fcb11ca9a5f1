import { describe, expect, it } from 'vitest';
import { dayOf, isoOf, latestMonth, latestWholeMonth, monthDays, monthOf, shiftMonth } from './calendar.ts';

describe('the calendar of cost data', () => {
  it('counts days since the epoch in UTC, both ways', () => {
    expect(dayOf('1970-01-02')).toBe(1);
    expect(isoOf(dayOf('2026-02-28') + 1)).toBe('2026-03-01');
    expect(monthOf(dayOf('2024-02-29'))).toBe('2024-02');
  });

  it('knows a month’s days, leap years included', () => {
    const feb = monthDays('2024-02');
    expect([isoOf(feb.from), isoOf(feb.to)]).toEqual(['2024-02-01', '2024-02-29']);
    expect(isoOf(monthDays('2026-12').to)).toBe('2026-12-31');
  });

  it('takes the latest month with data, and the latest whole one', () => {
    const last = dayOf('2026-11-20');
    expect(isoOf(latestMonth(last).from)).toBe('2026-11-01');
    // November runs to the 20th only: October is the latest whole month.
    expect(latestWholeMonth({ first: dayOf('2025-11-01'), last })).toBe('2026-10');
    expect(latestWholeMonth({ first: dayOf('2025-11-01'), last: dayOf('2026-10-31') })).toBe('2026-10');
    // No month is whole yet: the first month with data.
    expect(latestWholeMonth({ first: dayOf('2026-11-03'), last })).toBe('2026-11');
  });

  it('moves months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });
});
