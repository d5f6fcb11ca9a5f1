import { describe, expect, it } from 'vitest';
import { enrollmentYearStart } from './enrollments.ts';

describe('EA enrollments', () => {
  it('finds the enrollment year of a day', () => {
    expect(enrollmentYearStart('2024-07-01', '2026-11-20')).toBe('2026-07-01');
    expect(enrollmentYearStart('2024-07-01', '2026-06-30')).toBe('2025-07-01');
    expect(enrollmentYearStart('2024-07-01', '2024-07-01')).toBe('2024-07-01');
  });
});
