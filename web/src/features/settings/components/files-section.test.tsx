import type { StoredFile, StoredFilePage } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, problem } from '@portal/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

const BUDGET: StoredFile = {
  id: 'budget-2026',
  name: 'budget-2026.pdf',
  contentType: 'application/pdf',
  size: 48_210,
  uploadedAt: '2026-11-20T10:00:00.000Z',
};

let stored: StoredFile[] = [];
const page = (): StoredFilePage => ({ total: stored.length, offset: 0, items: stored });

const server = createTestServer(
  signInHandler(),
  contract.get('/services/api-portal-customer/api/files', () => page()),
  contract.get(
    '/services/api-portal-customer/api/files/{id}',
    ({ params }) => stored.find((file) => file.id === params.id) ?? problem(404, 'Not Found'),
  ),
  ...createDefaultHandlers(),
);
beforeAll(() => server.listen());
beforeEach(() => {
  stored = [BUDGET];
  URL.createObjectURL = vi.fn(() => 'blob:portal/download');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const FILES = '/billing/admin-section-settings-dashboard?tab=files';
const fileInput = (button: HTMLElement) => {
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input next to the button');
  return input;
};

describe('the files section', () => {
  it('lists the stored files, and says so when there are none', async () => {
    await renderSignedIn(FILES);
    const table = await screen.findByRole('grid', { name: 'Stored files' }, WAIT);
    expect(await within(table).findByText('budget-2026.pdf', {}, WAIT)).toBeDefined();
    expect(within(table).getByText('47.1 KB')).toBeDefined();
    expect(within(table).getByRole('button', { name: 'Download budget-2026.pdf' })).toBeDefined();

    cleanup();
    stored = [];
    await renderSignedIn(FILES);
    expect(await screen.findByText('No files stored yet.', {}, WAIT)).toBeDefined();
  });

  it('shows why the list could not be read', async () => {
    server.use(
      contract.get('/services/api-portal-customer/api/files', () =>
        problem(403, 'Forbidden', { detail: 'Managing settings needs the settings right.' }),
      ),
    );
    await renderSignedIn(FILES);
    expect(await screen.findByText(/You do not have access to this information/, {}, WAIT)).toBeDefined();
  });

  it('checks a file before it uploads it under a key from its name, then lists it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    // jsdom's FormData does not cross into Node's fetch: the SDK call is checked, the wire form is the SDK's (and the pacts').
    server.use(
      contract.post('/services/api-portal-customer/api/files/{id}/upload', ({ params }) => {
        const saved = {
          id: String(params.id),
          name: 'Board Minutes.txt',
          contentType: 'text/plain',
          size: 19,
          uploadedAt: '2026-11-21T09:00:00.000Z',
        };
        stored = [saved, ...stored];
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const { portal } = await renderSignedIn(FILES);
    const uploadFile = vi.spyOn(portal.api.settings, 'uploadFile');
    const form = await screen.findByRole('form', { name: 'Upload a file' }, WAIT);
    const choose = within(form).getByRole('button', { name: 'Choose a file…' });
    const upload = within(form).getByRole('button', { name: 'Upload' });
    expect((upload as HTMLButtonElement).disabled).toBe(true);

    await user.upload(fileInput(choose), new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(
      await within(form).findByText('tool.exe is not one of the accepted file types.', {}, WAIT),
    ).toBeDefined();
    expect((upload as HTMLButtonElement).disabled).toBe(true);

    await user.upload(
      fileInput(choose),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(await within(form).findByText('huge.png is larger than 5 MB.', {}, WAIT)).toBeDefined();

    await user.upload(
      fileInput(choose),
      new File(['Minutes of November'], 'Board Minutes.txt', { type: 'text/plain' }),
    );
    const key = within(form).getByRole('textbox', { name: 'Key' }) as HTMLInputElement;
    expect(key.value).toBe('board-minutes-txt');
    await user.clear(key);
    await user.type(key, 'Board Minutes');
    await user.tab();
    expect(
      await within(form).findByText(
        'Use lower-case letters, digits and hyphens, starting with a letter or digit.',
        {},
        WAIT,
      ),
    ).toBeDefined();
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    await user.clear(key);
    await user.type(key, 'budget-2026');
    expect(
      await within(form).findByText(/The key budget-2026 is taken by budget-2026.pdf \(47\.1 KB/, {}, WAIT),
    ).toBeDefined();
    await user.clear(key);
    await user.type(key, 'minutes');
    await user.click(upload);

    expect(await screen.findByText('File uploaded', {}, WAIT)).toBeDefined();
    expect(uploadFile).toHaveBeenCalledTimes(1);
    const [key0, file0, name0] = uploadFile.mock.calls[0] ?? [];
    expect([key0, name0, (file0 as File).type, (file0 as File).size]).toEqual([
      'minutes',
      'Board Minutes.txt',
      'text/plain',
      19,
    ]);
    const table = screen.getByRole('grid', { name: 'Stored files' });
    expect(await within(table).findByText('Board Minutes.txt', {}, WAIT)).toBeDefined();
    expect(key.value).toBe('');
  });

  it('reads the file a key names from the backend, also one the list does not show', async () => {
    const user = userEvent.setup();
    // The list's page shows other files; the file under the key is on no page shown.
    server.use(
      contract.get('/services/api-portal-customer/api/files', () => ({ total: 40, offset: 0, items: [] })),
    );
    await renderSignedIn(FILES);
    const form = await screen.findByRole('form', { name: 'Upload a file' }, WAIT);
    const key = within(form).getByRole('textbox', { name: 'Key' });
    await user.type(key, 'budget-2026');
    expect(
      await within(form).findByText(
        /The key budget-2026 is taken by budget-2026.pdf .*uploading replaces it/,
        {},
        WAIT,
      ),
    ).toBeDefined();
    await user.clear(key);
    await user.type(key, 'budget-2027');
    await waitFor(() => expect(within(form).queryByText(/is taken by/)).toBeNull());
  });

  it('keeps the chosen file and key when the backend refuses the upload', async () => {
    const user = userEvent.setup();
    server.use(
      contract.post('/services/api-portal-customer/api/files/{id}/upload', () =>
        problem(415, 'Unsupported Media Type', { detail: 'text/plain files are not accepted.' }),
      ),
    );
    await renderSignedIn(FILES);
    const form = await screen.findByRole('form', { name: 'Upload a file' }, WAIT);
    await user.upload(
      fileInput(within(form).getByRole('button', { name: 'Choose a file…' })),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(
      await within(form).findByText('Not saved: text/plain files are not accepted.', {}, WAIT),
    ).toBeDefined();
    expect((within(form).getByRole('textbox', { name: 'Key' }) as HTMLInputElement).value).toBe('notes-txt');
    expect(within(form).getByText('notes.txt (1 bytes)')).toBeDefined();
  });

  it('downloads a file as it is stored', async () => {
    const user = userEvent.setup();
    const saved: HTMLAnchorElement[] = [];
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLAnchorElement)) return;
      saved.push(event.target);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    server.use(
      contract.get(
        '/services/api-portal-customer/api/files/{id}/content',
        () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    await renderSignedIn(FILES);
    await user.click(await screen.findByRole('button', { name: 'Download budget-2026.pdf' }, WAIT));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1), WAIT);
    expect(saved.map((link) => [link.download, link.href])).toEqual([
      ['budget-2026.pdf', 'blob:portal/download'],
    ]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    document.removeEventListener('click', onClick);
  });

  it('deletes a file only after the confirmation, and keeps the dialog when the delete fails', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const deleted: string[] = [];
    server.use(
      contract.delete('/services/api-portal-customer/api/files/{id}', ({ params }) => {
        if (refuse) return problem(500, 'Internal Server Error', { detail: 'The store is busy.' });
        deleted.push(String(params.id));
        stored = stored.filter((file) => file.id !== params.id);
        return undefined;
      }),
    );
    await renderSignedIn(FILES);
    await user.click(await screen.findByRole('button', { name: 'Delete budget-2026.pdf' }, WAIT));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete budget-2026.pdf?' }, WAIT);
    // The focus starts on Cancel; Cancel deletes nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete budget-2026.pdf' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete budget-2026.pdf?' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await within(dialog).findByText('Not deleted: The store is busy.', {}, WAIT)).toBeDefined();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('File deleted', {}, WAIT)).toBeDefined();
    expect(deleted).toEqual(['budget-2026']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('No files stored yet.', {}, WAIT)).toBeDefined();
  });
});
