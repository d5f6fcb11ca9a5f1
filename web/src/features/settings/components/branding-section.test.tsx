import type { Branding, PortalSettings, StoredFile } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, fixtures } from '@portal/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const LOGO: StoredFile = {
  id: 'branding-logo',
  name: 'contoso.png',
  contentType: 'image/png',
  size: 2048,
  uploadedAt: '2026-11-20T10:00:00.000Z',
};

let stored: StoredFile[] = [];
let settings: PortalSettings = fixtures.portalSettings;
let brandingReads = 0;
const branding = (): Branding =>
  stored.length > 0 ? { branded: true, brandedBy: 'contoso' } : { branded: false };

const server = createTestServer(
  signInHandler(),
  contract.get('/services/api-portal-customer/api/files', () => ({
    total: stored.length,
    offset: 0,
    items: stored,
  })),
  contract.get('/services/api-portal-customer/api/branding', () => {
    brandingReads += 1;
    return branding();
  }),
  contract.get('/services/api-portal-customer/api', () => settings),
  contract.get('/services/api-portal-customer/api/files/{id}/content', ({ params }) =>
    stored.some((file) => file.id === params.id)
      ? new HttpResponse(new Uint8Array(PNG), { headers: { 'Content-Type': 'image/png' } })
      : HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }),
  ),
  ...createDefaultHandlers(),
);
beforeAll(() => server.listen());
beforeEach(() => {
  stored = [];
  settings = fixtures.portalSettings;
  brandingReads = 0;
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:portal/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const BRANDING = '/billing/admin-section-settings-dashboard?tab=branding';
const fileInputOf = (group: HTMLElement) => {
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the group');
  return input;
};
const sideMenuLogo = () =>
  screen.getByRole('link', { name: 'Cloud Portal home' }).querySelector('img')?.getAttribute('src');

describe('the branding section', () => {
  it('checks and previews a logo before saving it, and the frame shows it at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(
      contract.post('/services/api-portal-customer/api/files/{id}/upload', ({ params }) => {
        const saved = { ...LOGO, id: String(params.id), uploadedAt: '2026-11-21T09:00:00.000Z' };
        stored = [saved];
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const { portal } = await renderSignedIn(BRANDING, { undocked: true });
    const uploadFile = vi.spyOn(portal.api.settings, 'uploadFile');
    const form = await screen.findByRole('form', { name: 'Branding images' }, WAIT);
    const logo = within(form).getByRole('group', { name: 'Logo' });
    const save = within(form).getByRole('button', { name: 'Save branding' }) as HTMLButtonElement;
    expect(within(logo).getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe(
      '/media/logo.svg',
    );
    expect(within(logo).getByText('The default')).toBeDefined();
    expect(save.disabled).toBe(true);
    expect(
      (within(form).getByRole('button', { name: 'Reset to defaults' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(sideMenuLogo()).toBe('/media/logo.svg'), WAIT);

    await user.upload(fileInputOf(logo), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(
      await within(logo).findByText('logo.gif is not one of the accepted file types.', {}, WAIT),
    ).toBeDefined();
    expect(within(logo).queryByRole('img', { name: 'New logo (not saved yet)' })).toBeNull();
    expect(save.disabled).toBe(true);

    await user.upload(
      fileInputOf(logo),
      new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
    );
    expect(await within(logo).findByText('huge.png is larger than 5 MB (6 MB).', {}, WAIT)).toBeDefined();
    expect(save.disabled).toBe(true);

    // An .ico without a media type (as some systems give it) counts by its name.
    await user.upload(fileInputOf(logo), new File([new Uint8Array(PNG)], 'contoso.ico', { type: '' }));
    const preview = await within(logo).findByRole('img', { name: 'New logo (not saved yet)' }, WAIT);
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(within(logo).getByText('New: contoso.ico, 8 bytes')).toBeDefined();
    expect(save.disabled).toBe(false);
    const readsBefore = brandingReads;
    await user.click(save);

    expect(await screen.findByText('Branding saved', {}, WAIT)).toBeDefined();
    expect(uploadFile).toHaveBeenCalledTimes(1);
    const [key, file] = uploadFile.mock.calls[0] ?? [];
    expect([key, (file as File).type]).toEqual(['branding-logo', 'image/x-icon']);
    // The frame read the branding again and shows the stored logo, without a reload.
    await waitFor(() => expect(brandingReads).toBeGreaterThan(readsBefore), WAIT);
    await waitFor(() => expect(sideMenuLogo()).toMatch(/^blob:/), WAIT);
    expect(await within(logo).findByText(/^Yours: contoso\.png, 2 KB/, {}, WAIT)).toBeDefined();
    expect(within(logo).queryByRole('img', { name: 'New logo (not saved yet)' })).toBeNull();
  });

  it('resets to the defaults after a confirmation', async () => {
    const user = userEvent.setup();
    stored = [LOGO];
    const deleted: string[] = [];
    server.use(
      contract.delete('/services/api-portal-customer/api/files/{id}', ({ params }) => {
        deleted.push(String(params.id));
        stored = stored.filter((file) => file.id !== params.id);
        return undefined;
      }),
    );
    await renderSignedIn(BRANDING, { undocked: true });
    const form = await screen.findByRole('form', { name: 'Branding images' }, WAIT);
    const logo = within(form).getByRole('group', { name: 'Logo' });
    expect(await within(logo).findByText(/^Yours: contoso\.png/, {}, WAIT)).toBeDefined();
    await waitFor(() => expect(sideMenuLogo()).toMatch(/^blob:/), WAIT);

    await user.click(within(form).getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the branding?' }, WAIT);
    expect(within(dialog).getByText(/The logo you uploaded will be deleted/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));

    expect(await screen.findByText('Branding reset', {}, WAIT)).toBeDefined();
    expect(deleted).toEqual(['branding-logo']);
    await waitFor(() => expect(sideMenuLogo()).toBe('/media/logo.svg'), WAIT);
    expect(await within(logo).findByText('The default', {}, WAIT)).toBeDefined();
  });

  it("switches the 'Powered by' footer of the side menu off and on", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      contract.post('/services/api-portal-customer/api', async ({ request }) => {
        const change = (await request.json()) as { plgDisabled: boolean };
        sent.push(change);
        settings = { ...settings, ...change };
        return settings;
      }),
    );
    await renderSignedIn(BRANDING, { undocked: true });
    const footer = await screen.findByRole('switch', { name: "Show 'Powered by' in the side menu" }, WAIT);
    expect(screen.getByText('Powered by Cloud Portal')).toBeDefined();
    expect((footer as HTMLInputElement).checked).toBe(true);

    await user.click(footer);
    expect(await screen.findByText("'Powered by' hidden", {}, WAIT)).toBeDefined();
    expect(sent).toEqual([{ plgDisabled: true }]);
    await waitFor(() => expect(screen.queryByText('Powered by Cloud Portal')).toBeNull(), WAIT);
    expect((footer as HTMLInputElement).checked).toBe(false);
  });
});
