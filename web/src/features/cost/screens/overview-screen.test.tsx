import { contract, createDefaultHandlers, createTestServer, fixtures, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

// The overview page of the menu shows the product-home screen.
const overviewPage = contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => ({
  type: 'ui' as const,
  contents: { componentClass: 'product-home' },
}));
const server = createTestServer(signInHandler(), overviewPage, ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const overview = () => screen.findByRole('region', { name: 'Overview' }, WAIT);
/** The value of the key figure labelled `label` (a dt followed by its dd). */
async function tileValue(region: HTMLElement, label: string): Promise<string> {
  const term = await within(region).findByText(label, { selector: 'dt' }, WAIT);
  return term.nextElementSibling?.textContent ?? '';
}

describe('the overview screen', () => {
  it('shows the month, its change from the month before and the top services', async () => {
    await renderSignedIn('/billing/overview');
    const region = await overview();
    expect(await tileValue(region, 'Cost in October 2026')).toBe('$19,450.00');
    // The forecast against the month before, 18,110.10 → 19,450.00: the change is exact.
    await within(region).findByText('$1,339.90', {}, WAIT);
    expect(await tileValue(region, 'Change from September 2026')).toBe('$1,339.90');
    expect(await tileValue(region, 'Forecast for October 2026')).toBe('$19,450.00');
    expect(await tileValue(region, 'Budgets')).toBe('1 over, 2 at risk');
    expect(await tileValue(region, 'Open savings')).toBe('$812.40');
    const services = within(region).getByRole('region', { name: 'Top services' });
    expect(await within(services).findByText('Virtual Machines', {}, WAIT)).toBeDefined();
    expect(within(services).getByText('$12,450.30')).toBeDefined();
  });

  it('tells the change in words and shows the daily cost and top services as named charts with tables', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/billing/overview');
    const region = await overview();
    expect(await within(region).findByText(/^Up 7\.4%$/, {}, WAIT)).toBeDefined();
    const daily = within(region).getByRole('figure', { name: 'Daily cost' });
    // The contract fixture's days: 600.00 to 660.00 in a weekly cycle.
    expect(
      within(daily).getByText(
        /^Highest on .+ \(\$660\.00\), lowest on .+ \(\$600\.00\)\. Total \$[\d,]+\.\d\d, \$[\d,]+\.\d\d a day on average\.$/,
      ),
    ).toBeDefined();
    await user.click(within(daily).getByRole('button', { name: 'Show as table' }));
    const table = within(daily).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Day' })).toBeDefined();
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toMatch(/^Total\$[\d,]+\.\d\d$/);
    expect(within(table).getAllByRole('cell', { name: '$660.00' }).length).toBeGreaterThan(0);
    const services = await within(region).findByRole('figure', { name: 'Top services' }, WAIT);
    expect(within(services).getByText(/^Largest: Virtual Machines \(\$12,450\.30, /)).toBeDefined();
    await user.click(within(services).getByRole('button', { name: 'Show as table' }));
    expect(within(services).getByRole('rowheader', { name: 'Virtual Machines' })).toBeDefined();
    expect(within(services).getByRole('cell', { name: '$12,450.30' })).toBeDefined();
  });

  it('says when the tenant has no cost data', async () => {
    server.use(
      contract.get('/services/api-portal-customer/api/costs', ({ request }) => ({
        ...fixtures.costQueryResult(new URL(request.url)),
        total: '0.00',
        rows: [],
        available: {},
      })),
    );
    await renderSignedIn('/billing/overview');
    const region = await overview();
    expect(await within(region).findByText(/No cost data for this tenant yet/, {}, WAIT)).toBeDefined();
  });

  it('keeps the page usable when the cost cannot be read, and tries again on request', async () => {
    let calls = 0;
    server.use(
      contract.get('/services/api-portal-customer/api/costs', ({ request }) => {
        calls += 1;
        return calls === 1 ? problem(403, 'Forbidden') : fixtures.costQueryResult(new URL(request.url));
      }),
    );
    await renderSignedIn('/billing/overview');
    const region = await overview();
    const alert = await within(region).findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Your cost could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(region).findByText('Cost in October 2026', {}, WAIT);
    expect(await tileValue(region, 'Cost in October 2026')).toBe('$19,450.00');
  });

  it('reads the top services again with the month when both failed: one Try again brings the page back', async () => {
    let failing = true;
    const asked: string[] = [];
    server.use(
      contract.get('/services/api-portal-customer/api/costs', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.searchParams.get('groupBy') ?? 'day');
        return failing ? problem(403, 'Forbidden') : fixtures.costQueryResult(url);
      }),
    );
    await renderSignedIn('/billing/overview');
    const region = await overview();
    const alert = await within(region).findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Your cost could not be loaded.');
    // Both were asked at once, not the services after the month.
    expect(asked).toEqual(expect.arrayContaining(['day', 'service']));
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const services = await within(region).findByRole('figure', { name: 'Top services' }, WAIT);
    expect(within(services).getByText(/^Largest: Virtual Machines/)).toBeDefined();
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});
