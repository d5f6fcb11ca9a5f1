import { FirstContentGate } from '@portal/hooks/menu';
import type { Clock } from '@portal/hooks/store';
import { contract, createTestServer, fixtures } from '@portal/sdk/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { createPortal, PortalProvider, usePortal } from '../lib/portal-context.tsx';
import { DEFAULT_RUNTIME_CONFIG } from '../lib/runtime-config.ts';
import { useFirstContentWatch } from './frame-effects.ts';

// The page's read (whois here) answers when the test says; the frame's secondary read (the tenant
// list) is counted as it arrives.
let answerPage: () => void = () => undefined;
const asked: string[] = [];
const server = createTestServer(
  contract.get('/services/api-portal-customer/api/whois', async () => {
    asked.push('page');
    await new Promise<void>((resolve) => {
      answerPage = resolve;
    });
    return fixtures.currentUser;
  }),
  contract.get('/services/api-portal-customer/api/tenants', () => {
    asked.push('secondary');
    return [];
  }),
);
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
  asked.length = 0;
});
afterAll(() => server.close());

/** A clock whose timers never fire: the gate's time limit plays no part. */
const stoppedClock: Clock = {
  now: () => 0,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
  setInterval: () => 0,
  clearInterval: () => undefined,
};

function Frame() {
  const portal = usePortal();
  useFirstContentWatch(portal.firstContent, portal.queries);
  const page = useApiQuery(portalApi.whois, []);
  const tenants = useApiQuery(portalApi.tenants, [], { afterFirstContent: true });
  return (
    <p>
      {page.isSuccess ? 'page read' : 'page reading'},{' '}
      {tenants.isSuccess ? 'tenants read' : 'tenants waiting'}
    </p>
  );
}

describe("the frame's secondary reads", () => {
  it("wait until the page's reads are done, then go", async () => {
    const portal = createPortal(
      { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://portal.test' },
      { localStorage, sessionStorage, location: () => '/billing/overview' },
    );
    portal.firstContent = new FirstContentGate(stoppedClock);
    render(
      <PortalProvider portal={portal}>
        <Frame />
      </PortalProvider>,
    );
    await screen.findByText('page reading, tenants waiting');
    await expect.poll(() => asked).toEqual(['page']);
    expect(portal.firstContent.isOpen).toBe(false);
    await act(async () => answerPage());
    await screen.findByText('page read, tenants read');
    expect(asked).toEqual(['page', 'secondary']);
  });

  it('go at once once the gate is open (a later frame, another page)', async () => {
    const portal = createPortal(
      { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://portal.test' },
      { localStorage, sessionStorage, location: () => '/billing/overview' },
    );
    portal.firstContent.open();
    render(
      <PortalProvider portal={portal}>
        <Frame />
      </PortalProvider>,
    );
    await expect.poll(() => [...asked].sort()).toEqual(['page', 'secondary']);
    await act(async () => answerPage());
  });
});
