import type { AutomateEndpoint, Pipeline, PipelineInput } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, fixtures, problem } from '@portal/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../../testing/render-signed-in.tsx';

const BASE = '/services/api-portal-customer/api';
const WAIT = { timeout: 10_000 };

/** The overview page of the fixture menu shows the screen of this component key. */
const pageShowing = (componentClass: string) =>
  contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => ({
    type: 'ui' as const,
    contents: { componentClass },
  }));

let pipelines: Pipeline[] = [];
const requests: { method: string; body?: unknown }[] = [];

const pipeline = (id: string, name: string): Pipeline => ({
  id,
  name,
  source: 'focus-export',
  schedule: 'daily',
  enabled: true,
  secretSet: false,
  lastStatus: 'succeeded',
  lastRunAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
});

/** A small in-memory backend of pipelines, as the contract shapes them. */
const pipelineHandlers = [
  contract.get(`${BASE}/config/pipelines`, () => ({ total: pipelines.length, offset: 0, items: pipelines })),
  contract.post(
    `${BASE}/config/pipelines`,
    async ({ request }) => {
      const body = (await request.json()) as PipelineInput;
      requests.push({ method: 'POST', body });
      const created = {
        ...pipeline(`p${pipelines.length + 1}`, body.name),
        ...body,
        lastStatus: 'never' as const,
      };
      pipelines = [...pipelines, created];
      return created;
    },
    { status: 201 },
  ),
  contract.put(`${BASE}/config/pipelines/{id}`, async ({ request, params }) => {
    const body = (await request.json()) as PipelineInput;
    requests.push({ method: 'PUT', body });
    pipelines = pipelines.map((p) => (p.id === params.id ? { ...p, ...body } : p));
    return pipelines.find((p) => p.id === params.id) as Pipeline;
  }),
  contract.delete(`${BASE}/config/pipelines/{id}`, ({ params }) => {
    requests.push({ method: 'DELETE' });
    pipelines = pipelines.filter((p) => p.id !== params.id);
    return undefined;
  }),
];

const server = createTestServer(signInHandler(), ...pipelineHandlers, ...createDefaultHandlers());
beforeAll(() => server.listen());
beforeEach(() => {
  pipelines = [pipeline('p1', 'Daily cost export'), pipeline('p2', 'Licence inventory')];
  requests.length = 0;
});
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

async function openPipelines() {
  server.use(pageShowing('pipelines'));
  await renderSignedIn('/billing/overview');
  const grid = await screen.findByRole('grid', {}, WAIT);
  await within(grid).findByRole('gridcell', { name: 'Daily cost export' }, WAIT);
  return grid;
}

describe('a configuration list with create, edit and delete', () => {
  it('creates through a dialog: client errors first, then the saved row and a notice', async () => {
    const user = userEvent.setup();
    await openPipelines();
    await user.click(await screen.findByRole('button', { name: 'New pipeline' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New pipeline' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Name is required.')).toBeDefined();
    expect(requests).toEqual([]);

    await user.type(name, '  Nightly export ');
    await user.click(within(dialog).getByRole('button', { name: /Schedule/ }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(requests).toEqual([
      {
        method: 'POST',
        body: { name: 'Nightly export', source: 'focus-export', schedule: 'weekly', enabled: true },
      },
    ]);
    expect(await screen.findByText("'Nightly export' was created.", {}, WAIT)).toBeDefined();
    expect(await screen.findByRole('gridcell', { name: 'Nightly export' }, WAIT)).toBeDefined();
  });

  it("keeps the user's entries and shows the server's reason on the field when a save fails", async () => {
    server.use(
      contract.post(`${BASE}/config/pipelines`, () =>
        problem(400, 'Bad Request', {
          detail: 'The pipeline cannot be saved.',
          errors: [{ field: '/name', message: "Another pipeline already uses 'Daily cost export'." }],
        }),
      ),
    );
    const user = userEvent.setup();
    await openPipelines();
    await user.click(await screen.findByRole('button', { name: 'New pipeline' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New pipeline' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Daily cost export');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText("Another pipeline already uses 'Daily cost export'.", {}, WAIT),
    ).toBeDefined();
    expect((name as HTMLInputElement).value).toBe('Daily cost export');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // A failure that belongs to no field is told above the fields; the dialog stays.
    server.use(contract.post(`${BASE}/config/pipelines`, () => problem(500)));
    await user.clear(name);
    await user.type(name, 'Other name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^Not saved: /);
    expect((name as HTMLInputElement).value).toBe('Other name');
  });

  it('edits a row with its values in the form', async () => {
    const user = userEvent.setup();
    await openPipelines();
    await user.click(await screen.findByRole('button', { name: 'Edit Licence inventory' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Licence inventory' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Licence inventory');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(requests).toEqual([
      {
        method: 'PUT',
        body: { name: 'Licence inventory', source: 'focus-export', schedule: 'daily', enabled: false },
      },
    ]);
    expect(await screen.findByText("'Licence inventory' was saved.", {}, WAIT)).toBeDefined();
  });

  it('asks before deleting, keeps the confirmation when the delete fails, then deletes', async () => {
    const user = userEvent.setup();
    await openPipelines();
    await user.click(await screen.findByRole('button', { name: 'Delete Daily cost export' }, WAIT));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Daily cost export?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests).toEqual([]);

    server.use(
      contract.delete(`${BASE}/config/pipelines/{id}`, () =>
        problem(500, 'Internal Server Error', { detail: 'Disk full.' }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Daily cost export' }, WAIT));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Daily cost export?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete pipeline' }));
    expect(await within(confirm).findByText('Not deleted: Disk full.', {}, WAIT)).toBeDefined();

    server.use(...pipelineHandlers);
    await user.click(within(confirm).getByRole('button', { name: 'Delete pipeline' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(await screen.findByText("'Daily cost export' was deleted.", {}, WAIT)).toBeDefined();
    await waitFor(
      () => expect(screen.queryByRole('gridcell', { name: 'Daily cost export' })).toBeNull(),
      WAIT,
    );
  });

  it('offers no changes to a user who is not an admin', async () => {
    server.use(contract.get(`${BASE}/account`, () => ({ ...fixtures.identity, role: 'USER' as const })));
    const grid = await openPipelines();
    expect(screen.queryByRole('button', { name: 'New pipeline' })).toBeNull();
    expect(screen.getByText('Only administrators can add, change or delete pipelines.')).toBeDefined();
    expect(within(grid).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(grid).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});

describe('field rules from the spec', () => {
  it('refuses an address with credentials before sending it', async () => {
    const endpoints: AutomateEndpoint[] = [];
    server.use(
      pageShowing('automate-endpoints'),
      contract.get(`${BASE}/config/automate-endpoints`, () => ({ total: 0, offset: 0, items: endpoints })),
    );
    const user = userEvent.setup();
    await renderSignedIn('/billing/overview');
    expect(await screen.findByText('No automation endpoints yet.', {}, WAIT)).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'New automation endpoint' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New automation endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hook');
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'https://me:secret@hooks.example/x');
    await user.tab();
    expect(within(dialog).getByText('The address must not contain a user name or password.')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const events = within(dialog).getByRole('group', { name: 'Events' });
    expect(within(events).getByText('Choose at least one option for events.')).toBeDefined();
    // User text is a value, never markup.
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '<b>x</b>');
    expect(dialog.querySelector('b')).toBeNull();
  });
});
