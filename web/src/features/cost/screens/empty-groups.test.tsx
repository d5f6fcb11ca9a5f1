import type { CostQueryResult } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, fixtures } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

// The cost without a value for a dimension comes from the backend as one group under its label
// ('No project tag', 'No subscription'), marked `noValue`: the screens show that label and never
// count it as a project or a subscription.

const page = (componentClass: string) =>
  contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => ({
    type: 'ui' as const,
    contents: { componentClass },
  }));

type Group = CostQueryResult['groups'][number];

/** A month-by-group answer for `groupBy`: September and October, each group the same both months. */
const byMonth = (url: URL, groupBy: string, groups: Group[]): CostQueryResult => {
  const half = (amount: string) => (Number(amount) / 2).toFixed(2);
  return {
    ...fixtures.costQueryResult(url),
    granularity: 'month',
    groupBy,
    total: groups.reduce((sum, g) => sum + Number(g.amount), 0).toFixed(2),
    rows: ['2026-09', '2026-10'].flatMap((period) =>
      groups.map(({ amount, ...g }) => ({ period, ...g, amount: half(amount) })),
    ),
    groups,
  };
};

/** The cost query of the test backend: `groups` for a query grouped by `groupBy`, the fixture otherwise. */
const costs = (groupBy: string, groups: Group[]) =>
  contract.get('/services/api-portal-customer/api/costs', ({ request }) => {
    const url = new URL(request.url);
    return url.searchParams.get('groupBy') === groupBy
      ? byMonth(url, groupBy, groups)
      : fixtures.costQueryResult(url);
  });

const server = createTestServer(signInHandler(), ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };

describe('the cost without a value on the cost screens', () => {
  it("shows 'No project tag' as the backend names it, and counts only the projects", async () => {
    server.use(
      page('project-costs'),
      costs('tag:project', [
        { group: 'No project tag', noValue: true, amount: '500.00' },
        { group: 'atlas', amount: '300.00' },
        { group: 'beacon', amount: '200.00' },
      ]),
    );
    await renderSignedIn('/billing/overview');
    const region = await screen.findByRole('region', { name: 'Project costs' }, WAIT);
    expect(await within(region).findByText(/^2 projects, \$1,000\.00 from /, {}, WAIT)).toBeDefined();
    expect(within(region).getByText(/; \$500\.00 has no project tag\.$/)).toBeDefined();
    const table = within(region).getByRole('table', {
      name: 'Total per project over the period, largest first',
    });
    expect(within(table).getByRole('rowheader', { name: 'No project tag' })).toBeDefined();
    expect(region.textContent).not.toContain('(none)');
  });

  it("lists 'No subscription' as a row but not as one of the subscriptions", async () => {
    server.use(
      page('subscriptions'),
      costs('subscription', [
        { group: 'sub-prod', amount: '600.00' },
        { group: 'No subscription', noValue: true, amount: '40.00' },
        { group: 'sub-dev', amount: '200.00' },
      ]),
    );
    await renderSignedIn('/billing/overview');
    const region = await screen.findByRole('region', { name: 'Subscriptions' }, WAIT);
    expect(await within(region).findByText(/^2 subscriptions, \$840\.00 from /, {}, WAIT)).toBeDefined();
    expect(within(region).getByRole('rowheader', { name: 'No subscription' })).toBeDefined();
    expect(region.textContent).not.toContain('(none)');
  });
});
