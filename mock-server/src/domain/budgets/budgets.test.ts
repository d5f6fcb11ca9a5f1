import { describe, expect, it } from 'vitest';
import { budgetStatus } from './budgets.ts';

describe('budgets', () => {
  it('tells a budget over above its amount and at risk from 80%', () => {
    expect(budgetStatus(101n, 100n)).toBe('over');
    expect(budgetStatus(100n, 100n)).toBe('at-risk');
    expect(budgetStatus(80n, 100n)).toBe('at-risk');
    expect(budgetStatus(79n, 100n)).toBe('on-track');
  });
});
