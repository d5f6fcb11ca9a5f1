import { describe, expect, it } from 'vitest';
import { AlertService, alertIcon } from './alert-service.ts';

describe('AlertService', () => {
  it('answers a result on confirm and null on close, one dialog at a time', async () => {
    const alerts = new AlertService();
    const first = alerts.open({ title: 'One' });
    const second = alerts.open({ title: 'Two', cancelText: true });
    expect(alerts.getSnapshot().current?.options.title).toBe('One');
    alerts.confirm();
    expect(await first).toEqual({ confirmed: true });
    expect(alerts.getSnapshot().current?.options.title).toBe('Two');
    alerts.close();
    expect(await second).toBeNull();
    expect(alerts.getSnapshot().current).toBeUndefined();
  });

  it('clears everything at logout', async () => {
    const alerts = new AlertService();
    const pending = [alerts.open({ title: 'A' }), alerts.open({ title: 'B' })];
    alerts.clear();
    expect(await Promise.all(pending)).toEqual([null, null]);
  });

  it('shows a warning icon for any unknown icon', () => {
    expect(alertIcon('success')).toBe('success');
    expect(alertIcon('question')).toBe('question');
    expect(alertIcon('sparkles')).toBe('warning');
    expect(alertIcon(undefined)).toBe('warning');
  });
});
