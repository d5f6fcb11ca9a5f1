import type { AuditEvent } from '@portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  AUDIT_EXCLUDED_NAMES,
  AUDIT_EXCLUDED_PATHS,
  AuditTracker,
  auditLabel,
  auditRouteName,
} from './audit-tracker.ts';

function setup(authenticated = true) {
  const sent: AuditEvent[] = [];
  const send = vi.fn(async (event: AuditEvent) => {
    sent.push(event);
  });
  let signedIn = authenticated;
  const tracker = new AuditTracker({ send, isAuthenticated: () => signedIn });
  return { tracker, sent, send, signOut: () => (signedIn = false) };
}

describe('AuditTracker', () => {
  it('sends navigation events with the previous page and Parent → Child labels', () => {
    const { tracker, sent } = setup();
    tracker.navigated({ location: '/billing/overview', name: 'Overview' });
    tracker.navigated({
      location: '/billing/azure/cost-overview?tab=Summary',
      name: 'Cost overview',
      parentName: 'Azure',
      tabName: 'Summary',
    });
    expect(sent).toEqual([
      { category: 'navigation', location: '/billing/overview', locationName: 'Overview' },
      {
        category: 'navigation',
        location: '/billing/azure/cost-overview?tab=Summary',
        locationName: 'Azure → Cost overview',
        previousLocation: '/billing/overview',
        previousLocationName: 'Overview',
        tabName: 'Summary',
      },
    ]);
  });

  it("labels a page without a name 'unknown'", () => {
    expect(auditLabel({})).toBe('unknown');
    const { tracker, sent } = setup();
    tracker.navigated({ location: '/billing/nowhere' });
    expect(sent[0]?.locationName).toBe('unknown');
  });

  it('never audits the root, /id_token, /tenant or the redirecting /billing', () => {
    const { tracker, sent } = setup();
    for (const location of [
      '',
      '/',
      '/id_token?code=x',
      '/tenant',
      '/billing',
      '/billing/',
      '/billing?tab=x',
    ])
      tracker.navigated({ location, name: 'x' });
    tracker.navigated({ location: '/billing' });
    expect(sent).toEqual([]);
    // The page /billing leads to is audited, with no '/billing' or 'unknown' before it.
    tracker.navigated({ location: '/billing/overview', name: 'Overview' });
    expect(sent).toEqual([
      { category: 'navigation', location: '/billing/overview', locationName: 'Overview' },
    ]);
  });

  it("names /id_token 'Authenticate' and /tenant 'Select Tenant' for audit labels, and excludes them by those names", () => {
    expect(auditRouteName('/id_token?code=x&state=y')).toBe('Authenticate');
    expect(auditRouteName('/tenant')).toBe('Select Tenant');
    expect(auditRouteName('/')).toBe('');
    expect(auditRouteName('/billing/overview')).toBeUndefined();
    expect(AUDIT_EXCLUDED_NAMES).toEqual(['', 'Authenticate', 'Select Tenant']);
    expect(AUDIT_EXCLUDED_PATHS).toEqual(['', '/', '/id_token', '/tenant', '/billing']);
    // By name even where a front end lists other paths: a route reported without a page name takes
    // its audit name, and the excluded names are never sent.
    const sent: AuditEvent[] = [];
    const tracker = new AuditTracker({
      send: async (event) => void sent.push(event),
      isAuthenticated: () => true,
      excludedPaths: [],
    });
    tracker.navigated({ location: '/id_token?code=x' });
    tracker.navigated({ location: '/tenant' });
    tracker.navigated({ location: '/' });
    expect(sent).toEqual([]);
  });

  it('sends nothing while not authenticated', () => {
    const { tracker, send, signOut } = setup();
    signOut();
    tracker.navigated({ location: '/billing/overview', name: 'Overview' });
    expect(send).not.toHaveBeenCalled();
  });

  it('carries reportId and tabName on analytics events', () => {
    const { tracker, sent } = setup();
    tracker.analytics({
      location: '/billing/azure/cost-overview',
      name: 'Cost overview',
      parentName: 'Azure',
      reportId: 'r1',
      tabName: 'Summary',
    });
    expect(sent[0]).toEqual({
      category: 'analytics',
      location: '/billing/azure/cost-overview',
      locationName: 'Azure → Cost overview',
      reportId: 'r1',
      tabName: 'Summary',
    });
  });

  it('swallows failures', async () => {
    const send = vi.fn(async () => Promise.reject(new Error('down')));
    const tracker = new AuditTracker({ send, isAuthenticated: () => true });
    await expect(tracker.logout('/billing/overview')).resolves.toBeUndefined();
    // navigated() sends without waiting: its refused send must not become an unhandled rejection.
    const unhandled: unknown[] = [];
    const hear = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', hear);
    try {
      tracker.navigated({ location: '/billing/overview', name: 'Overview' });
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', hear);
    }
  });
});
