import type { Recommendation, RecommendationSource } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, fixtures, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

const page = (componentClass: string) =>
  contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => ({
    type: 'ui' as const,
    contents: { componentClass },
  }));

const item = (
  id: string,
  title: string,
  monthlySavings: string,
  source: RecommendationSource = 'aws',
): Recommendation => ({
  id,
  source,
  category: 'Cost',
  title,
  description: `Why: ${title}.`,
  impact: 'medium',
  monthlySavings,
  currency: 'USD',
  state: 'open',
});

/** A backend of two open AWS recommendations whose state the PATCH changes. */
function recommendationsBackend() {
  let items = [
    item('r1', 'Stop idle RDS instance', '175.20'),
    item('r2', 'Delete unattached EBS volume', '50.00'),
  ];
  const list = contract.get('/services/api-portal-customer/api/recommendations', ({ request }) => {
    const archived = new URL(request.url).searchParams.get('archived') === 'true';
    const shown = items.filter((r) => (archived ? r.state !== 'open' : r.state === 'open'));
    const open = items.filter((r) => r.state === 'open');
    const cents = open.reduce((sum, r) => sum + Math.round(Number(r.monthlySavings) * 100), 0);
    return {
      currency: 'USD',
      total: shown.length,
      offset: 0,
      openMonthlySavings: (cents / 100).toFixed(2),
      items: shown,
    };
  });
  const change = contract.patch(
    '/services/api-portal-customer/api/recommendations/{id}',
    async ({ request, params }) => {
      const { state } = (await request.json()) as { state: Recommendation['state'] };
      items = items.map((r) =>
        r.id === params.id
          ? { ...r, state, changedBy: 'Megan Bowen', changedAt: '2026-11-23T10:00:00.000Z' }
          : r,
      );
      return items.find((r) => r.id === params.id) as Recommendation;
    },
  );
  return [list, change];
}

const server = createTestServer(signInHandler(), ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };

describe('the recommendations screen', () => {
  it('lets an admin dismiss one: it leaves the open list, the open savings drop, the archive shows who did it', async () => {
    const user = userEvent.setup();
    server.use(page('recommendations-aws'), ...recommendationsBackend());
    await renderSignedIn('/billing/overview');
    const region = await screen.findByRole('region', { name: 'AWS cost management recommendations' }, WAIT);
    await within(region).findByText('$225.20', {}, WAIT);
    const rds = within(region).getByRole('article', { name: 'Stop idle RDS instance' });
    expect(within(rds).getByText('$175.20 a month')).toBeDefined();
    await user.click(within(rds).getByRole('button', { name: 'Dismiss' }));

    await within(region).findByText('$50.00', { selector: 'dd' }, WAIT);
    expect(within(region).queryByRole('article', { name: 'Stop idle RDS instance' })).toBeNull();
    expect(await screen.findByText('Dismissed: Stop idle RDS instance', {}, WAIT)).toBeDefined();

    await user.selectOptions(within(region).getByLabelText('Show'), 'archived');
    const archived = await within(region).findByRole('article', { name: 'Stop idle RDS instance' }, WAIT);
    expect(within(archived).getByText(/^Dismissed by Megan Bowen on /)).toBeDefined();
    expect(within(archived).getByRole('button', { name: 'Reopen' })).toBeDefined();
  });

  it('keeps the recommendation and says why when the change is refused', async () => {
    const user = userEvent.setup();
    server.use(
      page('recommendations-aws'),
      // Before the backend's own PATCH: the first handler that matches answers.
      contract.patch('/services/api-portal-customer/api/recommendations/{id}', () =>
        problem(403, 'Forbidden', { detail: 'Changing a recommendation needs an administrator.' }),
      ),
      ...recommendationsBackend(),
    );
    await renderSignedIn('/billing/overview');
    const region = await screen.findByRole('region', { name: 'AWS cost management recommendations' }, WAIT);
    const rds = await within(region).findByRole('article', { name: 'Stop idle RDS instance' }, WAIT);
    await user.click(within(rds).getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('Stop idle RDS instance was not changed', {}, WAIT)).toBeDefined();
    expect(screen.getByText('Changing a recommendation needs an administrator.')).toBeDefined();
    expect(within(region).getByRole('article', { name: 'Stop idle RDS instance' })).toBeDefined();
    expect((within(rds).getByRole('button', { name: 'Mark as done' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows no state buttons to a user who is not an admin, and says so', async () => {
    server.use(
      page('recommendations-aws'),
      ...recommendationsBackend(),
      contract.get('/services/api-portal-customer/api/account', () => ({
        ...fixtures.identity,
        role: 'USER' as const,
      })),
    );
    await renderSignedIn('/billing/overview');
    const region = await screen.findByRole('region', { name: 'AWS cost management recommendations' }, WAIT);
    await within(region).findByRole('article', { name: 'Stop idle RDS instance' }, WAIT);
    expect(
      within(region).getByText("Only administrators can change a recommendation's state."),
    ).toBeDefined();
    expect(within(region).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
