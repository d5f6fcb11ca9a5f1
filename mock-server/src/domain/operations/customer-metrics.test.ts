import { describe, expect, it } from 'vitest';
import { metric } from './customer-metrics.ts';

describe('customer metrics', () => {
  it('gives a figure its change and its change in percent, in hundredths', () => {
    expect(metric({ id: 'x', name: 'x', unit: 'money', description: '' }, 15000n, 12000n)).toEqual({
      id: 'x',
      name: 'x',
      unit: 'money',
      description: '',
      value: '150.00',
      previous: '120.00',
      change: '30.00',
      changePercent: 25,
    });
    expect(metric({ id: 'x', name: 'x', unit: 'count', description: '' }, 300n, 0n)).not.toHaveProperty(
      'changePercent',
    );
  });
});
