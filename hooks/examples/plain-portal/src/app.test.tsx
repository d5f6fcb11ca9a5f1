import { MemoryStorage } from '@portal/hooks/session';
import {
  contract,
  createDefaultHandlers,
  createTestServer,
  fixtures,
  makeAccessToken,
  problem,
} from '@portal/sdk/testing';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlainPortal } from './app.tsx';

const BASE = 'https://portal.example';
const menuCalls: URL[] = [];
const searches: string[] = [];

/** The reference handlers of the contract, with a sign-in for a user who holds AZURE but not M365. */
const server = createTestServer(
  contract.post('/api/auth/azure/token', () => ({
    access_token: makeAccessToken({ features: ['AZURE'], personas: ['Finance', 'IT'] }),
  })),
  contract.post('/api/auth/refresh-token', () => problem(401, 'No session')),
  contract.get('/services/api-portal-customer/api/portal/menu', ({ request }) => {
    menuCalls.push(new URL(request.url));
    return fixtures.menu;
  }),
  contract.get('/services/api-portal-customer/api/portal/menu/index', ({ request }) => {
    searches.push(new URL(request.url).searchParams.get('query') ?? '');
    return fixtures.searchResults;
  }),
  contract.get('/services/api-portal-customer/api', () => ({
    ...fixtures.portalSettings,
    uiSessionTimeout: 1,
  })),
  ...createDefaultHandlers(),
);

const identify = async () =>
  ({
    kind: 'answer',
    idToken: 'id-token',
    claims: { oid: 'user-1', tid: 'contoso', preferred_username: 'finance@contoso.example' },
  }) as const;

beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
  menuCalls.length = 0;
  searches.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

async function signIn({ fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  render(
    <PlainPortal baseUrl={BASE} identify={identify} storage={new MemoryStorage() as unknown as Storage} />,
  );
  // The button waits while a previous session is looked for through the refresh cookie.
  const button = await vi.waitFor(() => {
    const found = screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' });
    if (found.disabled) throw new Error('still restoring');
    return found;
  });
  await user.click(button);
  // vi.waitFor also moves fake timers on, where Testing Library's findBy would wait forever.
  const nav = await vi.waitFor(() => screen.getByRole('navigation', { name: 'Menu' }));
  await vi.waitFor(() => within(nav).getByText('Overview'));
  return { user, nav };
}

describe('a plain front end on @portal/hooks and @portal/sdk', () => {
  it('signs in and shows the menu with feature rights applied', async () => {
    const { nav } = await signIn();
    expect(within(nav).getByText('Cost overview')).toBeTruthy();
    // The user holds AZURE but not M365: Licences is left out.
    expect(within(nav).queryByText('Licences')).toBeNull();
  });

  it('shows the refusal of a sign-in in its own words', async () => {
    server.use(contract.post('/api/auth/azure/token', () => problem(409, 'Conflict')));
    const user = userEvent.setup();
    render(
      <PlainPortal baseUrl={BASE} identify={identify} storage={new MemoryStorage() as unknown as Storage} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Permission not granted');
  });

  it('searches when Enter is pressed and lists the results', async () => {
    const { user } = await signIn();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'cost{Enter}');
    const list = screen.getByRole('list', { name: 'Search results' });
    await within(list).findByText(fixtures.searchResults[0]?.displayName ?? '');
    expect(searches).toContain('cost');
  });

  it('switches persona after confirmation and reloads the menu for it', async () => {
    const { user } = await signIn();
    const personasAsked = () =>
      menuCalls.map((url) => url.searchParams.getAll('personas')).filter((list) => list.length > 0);
    expect(personasAsked().at(-1)).toEqual(['Finance', 'IT']);
    await user.click(screen.getByRole('checkbox', { name: 'IT' }));
    // Leaving the field asks for confirmation.
    await user.click(screen.getByRole('heading', { name: 'Plain portal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Change personas?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(personasAsked().at(-1)).toEqual(['Finance']));
  });

  it('warns after the idle minutes, counts down and signs out at zero', async () => {
    // Fake timers that still let the network answer; the settings ask for 1 idle minute.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signIn({ fakeTimers: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    const warning = screen.getByRole('alertdialog', { name: 'Session timeout!' });
    expect(warning.textContent).toMatch(/signed out in \d+ seconds/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    await vi.waitFor(() => screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });
});
