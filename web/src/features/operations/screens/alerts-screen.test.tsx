import type { Alert } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

const alertsPage = contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => ({
  type: 'ui' as const,
  contents: { componentClass: 'alerts' },
}));

const alert = (id: string, name: string): Alert => ({
  id,
  name,
  kind: 'cost',
  severity: 'high',
  state: 'active',
  message: `${name} went over its threshold.`,
  raisedAt: '2026-11-20T10:00:00.000Z',
});

/** A backend of two active alerts whose state the PATCH changes; `asked` keeps each list's state filter. */
function alertsBackend(asked: (string | null)[] = []) {
  let items = [alert('a1', 'Production spend'), alert('a2', 'Licence waste')];
  const list = contract.get('/services/api-portal-customer/api/alerts', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    asked.push(state);
    const shown = items.filter((a) => !state || a.state === state);
    return {
      total: shown.length,
      offset: 0,
      active: items.filter((a) => a.state === 'active').length,
      items: shown,
    };
  });
  const change = contract.patch(
    '/services/api-portal-customer/api/alerts/{id}',
    async ({ request, params }) => {
      const { state } = (await request.json()) as { state: 'acknowledged' | 'resolved' };
      items = items.map((a) =>
        a.id === params.id
          ? { ...a, state, acknowledgedBy: 'Megan Bowen', acknowledgedAt: '2026-11-23T10:00:00.000Z' }
          : a,
      );
      return items.find((a) => a.id === params.id) as Alert;
    },
  );
  return [list, change];
}

const server = createTestServer(signInHandler(), alertsPage, ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const activeCount = (region: HTMLElement) =>
  within(region).getByText('Active alerts').parentElement?.querySelector('dd')?.textContent;

describe('the alerts screen', () => {
  it('lets an admin acknowledge an alert: the list and the active count are read again', async () => {
    const user = userEvent.setup();
    server.use(...alertsBackend());
    await renderSignedIn('/billing/overview');
    const region = await screen.findByRole('region', { name: 'Alerts' }, WAIT);
    const button = await within(region).findByRole('button', { name: /^Acknowledge Production spend/ }, WAIT);
    expect(activeCount(region)).toBe('2');
    await user.click(button);

    expect(await screen.findByText('Acknowledged: Production spend', {}, WAIT)).toBeDefined();
    await within(region).findByText('Megan Bowen', {}, WAIT);
    expect(within(region).queryByRole('button', { name: /^Acknowledge Production spend/ })).toBeNull();
    expect(within(region).getByRole('button', { name: /^Resolve Production spend/ })).toBeDefined();
    expect(activeCount(region)).toBe('1');
  });

  it('asks the server for the alerts of the state chosen', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    server.use(...alertsBackend(asked));
    await renderSignedIn('/billing/overview');
    const region = await screen.findByRole('region', { name: 'Alerts' }, WAIT);
    await within(region).findByRole('button', { name: /^Acknowledge Licence waste/ }, WAIT);
    await user.selectOptions(within(region).getByLabelText('State'), 'resolved');
    expect(await within(region).findByText('No alerts in this state.', {}, WAIT)).toBeDefined();
    expect(asked).toContain('resolved');
  });

  it('says why and keeps the alert when the change is refused', async () => {
    const user = userEvent.setup();
    server.use(
      // Before the backend's own PATCH: the first handler that matches answers.
      contract.patch('/services/api-portal-customer/api/alerts/{id}', () =>
        problem(403, 'Forbidden', { detail: 'Acknowledging and resolving alerts needs an administrator.' }),
      ),
      ...alertsBackend(),
    );
    await renderSignedIn('/billing/overview');
    const region = await screen.findByRole('region', { name: 'Alerts' }, WAIT);
    await user.click(await within(region).findByRole('button', { name: /^Resolve Production spend/ }, WAIT));
    expect(await screen.findByText('Production spend was not changed', {}, WAIT)).toBeDefined();
    expect(within(region).getByRole('button', { name: /^Acknowledge Production spend/ })).toBeDefined();
    expect(activeCount(region)).toBe('2');
  });
});
