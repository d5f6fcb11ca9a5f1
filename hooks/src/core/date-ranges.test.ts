import { describe, expect, it } from 'vitest';
import {
  addDays,
  availablePresetRange,
  clampRange,
  DATE_RANGE_PRESETS,
  isIsoDay,
  MAX_RANGE_DAYS,
  matchingPreset,
  monthEndOf,
  monthStartOf,
  presetRange,
  rangeDays,
  validateRange,
} from './date-ranges.ts';

describe('days', () => {
  it('knows real calendar days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('moves by days and months across year ends and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(monthStartOf('2026-01-15', -1)).toBe('2025-12-01');
    expect(monthStartOf('2026-03-31', -12)).toBe('2025-03-01');
    expect(monthEndOf('2028-02-10')).toBe('2028-02-29');
    expect(() => addDays('2026-02-30', 1)).toThrow();
  });

  it('counts the days of a range, both ends included', () => {
    expect(rangeDays({ from: '2026-01-01', to: '2026-01-01' })).toBe(1);
    expect(rangeDays({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
    expect(rangeDays({ from: '2026-03-29', to: '2026-03-30' })).toBe(2);
    expect(rangeDays({ from: '2026-02-01', to: '2026-01-01' })).toBe(0);
  });
});

describe('presets', () => {
  const today = '2026-03-14';

  it('computes each preset from the reference day', () => {
    expect(DATE_RANGE_PRESETS.map((preset) => [preset, presetRange(preset, today)])).toEqual([
      ['this-month', { from: '2026-03-01', to: '2026-03-14' }],
      ['last-month', { from: '2026-02-01', to: '2026-02-28' }],
      ['last-3-months', { from: '2025-12-01', to: '2026-02-28' }],
      ['last-12-months', { from: '2025-03-01', to: '2026-02-28' }],
      ['year-to-date', { from: '2026-01-01', to: '2026-03-14' }],
    ]);
    expect(presetRange('last-month', '2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('this-month', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('cuts presets to the days with data, and has none where there is no data', () => {
    const available = { from: '2026-01-10', to: '2026-03-10' };
    expect(availablePresetRange('last-12-months', today, available)).toEqual({
      from: '2026-01-10',
      to: '2026-02-28',
    });
    expect(availablePresetRange('this-month', today, available)).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(availablePresetRange('last-month', '2026-06-01', available)).toBeUndefined();
    expect(clampRange({ from: '2025-01-01', to: '2025-02-01' }, available)).toBeUndefined();
  });

  it('tells which preset a range is', () => {
    const available = { from: '2025-01-01', to: '2026-03-14' };
    expect(matchingPreset({ from: '2026-02-01', to: '2026-02-28' }, today, available)).toBe('last-month');
    expect(matchingPreset({ from: '2026-02-01', to: '2026-02-27' }, today, available)).toBeUndefined();
    // With the last day of data as the reference, this month is the month of that day.
    expect(matchingPreset({ from: '2026-03-01', to: '2026-03-14' }, available.to, available)).toBe(
      'this-month',
    );
  });
});

describe('validateRange', () => {
  const available = { from: '2025-01-01', to: '2026-10-31' };

  it('accepts a range inside the data of at most 400 days', () => {
    expect(validateRange({ from: '2025-10-01', to: '2026-10-31' }, { available })).toBeUndefined();
    expect(MAX_RANGE_DAYS).toBe(400);
    expect(validateRange({ from: '2025-01-01', to: '2026-02-04' })).toBeUndefined(); // 400 days
  });

  it('refuses a range longer than 400 days, saying how long it is', () => {
    expect(validateRange({ from: '2025-01-01', to: '2026-02-05' }, { available })).toEqual({
      code: 'too-long',
      days: 401,
      max: 400,
    });
    expect(validateRange({ from: '2026-01-01', to: '2026-01-31' }, { maxDays: 30 })).toEqual({
      code: 'too-long',
      days: 31,
      max: 30,
    });
  });

  it('refuses days that do not exist, reversed ranges and days without data', () => {
    expect(validateRange({ from: '2026-02-30', to: '2026-03-01' })).toEqual({
      code: 'invalid-day',
      day: '2026-02-30',
    });
    expect(validateRange({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ code: 'reversed' });
    expect(validateRange({ from: '2024-12-31', to: '2025-01-05' }, { available })).toEqual({
      code: 'before-available',
      min: '2025-01-01',
    });
    expect(validateRange({ from: '2026-10-01', to: '2026-11-01' }, { available })).toEqual({
      code: 'after-available',
      max: '2026-10-31',
    });
  });
});
