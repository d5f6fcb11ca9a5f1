import { contract, createDefaultHandlers, createTestServer, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

const server = createTestServer(signInHandler(), ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const NOTIFICATIONS = '/billing/admin-section-settings-dashboard?tab=notifications';
const QUEUED = { id: '5f0c9a52-8a4e-4a55-9b1e-0d6f2c1e7a11', queuedAt: '2026-11-21T09:00:00.000Z' };

describe('the e-mail notification section', () => {
  it('checks the message as it is written and sends it to the outbox', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      contract.post('/services/api-portal-customer/api/notification/email', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(QUEUED, { status: 202 });
      }),
    );
    await renderSignedIn(NOTIFICATIONS);
    const form = await screen.findByRole('form', { name: 'E-mail notification' }, WAIT);
    const recipients = within(form).getByRole('textbox', { name: 'Recipients' });
    const subject = within(form).getByRole('textbox', { name: 'Subject' });
    const body = within(form).getByRole('textbox', { name: 'Message' });
    const send = within(form).getByRole('button', { name: 'Send notification' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    await user.type(recipients, 'cfo@contoso.example{Enter}not-an-address');
    await user.tab();
    expect(
      await within(form).findByText("'not-an-address' is not a valid e-mail address.", {}, WAIT),
    ).toBeDefined();
    expect(recipients.getAttribute('aria-invalid')).toBe('true');
    await user.click(subject);
    await user.tab();
    expect(within(form).getByText('Subject is required.')).toBeDefined();
    expect(send.disabled).toBe(true);

    await user.clear(recipients);
    await user.type(recipients, ' cfo@contoso.example {Enter}{Enter}it@contoso.example');
    await user.type(subject, '  Budget alert ');
    await user.type(body, 'Spend reached 90% of the budget.');
    await user.click(within(form).getByRole('checkbox', { name: 'The message is HTML' }));
    await user.click(within(form).getByRole('checkbox', { name: 'The message is HTML' }));
    expect(send.disabled).toBe(false);
    await user.click(send);

    expect(await screen.findByText('Notification sent', {}, WAIT)).toBeDefined();
    expect(sent).toEqual([
      {
        recipients: ['cfo@contoso.example', 'it@contoso.example'],
        subject: 'Budget alert',
        body: 'Spend reached 90% of the budget.',
      },
    ]);
    const receipt = screen.getByRole('status');
    expect(within(receipt).getByText(QUEUED.id)).toBeDefined();
    expect(within(receipt).getByText('cfo@contoso.example, it@contoso.example')).toBeDefined();
    expect((subject as HTMLInputElement).value).toBe('');
  });

  it('puts the backend’s refusal on its field and keeps the message', async () => {
    const user = userEvent.setup();
    server.use(
      contract.post('/services/api-portal-customer/api/notification/email', () =>
        problem(400, 'Bad Request', {
          errors: [{ field: '/recipients/0', message: 'This domain does not accept mail.' }],
        }),
      ),
    );
    await renderSignedIn(NOTIFICATIONS);
    const form = await screen.findByRole('form', { name: 'E-mail notification' }, WAIT);
    await user.type(within(form).getByRole('textbox', { name: 'Recipients' }), 'x@nowhere.example');
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), '<p>Hi</p>');
    await user.click(within(form).getByRole('checkbox', { name: 'The message is HTML' }));
    await user.click(within(form).getByRole('button', { name: 'Send notification' }));

    expect(await within(form).findByText('This domain does not accept mail.', {}, WAIT)).toBeDefined();
    expect(await screen.findByText('The notification was not sent', {}, WAIT)).toBeDefined();
    expect((within(form).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Hello');
    expect((within(form).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      '<p>Hi</p>',
    );
    expect(within(form).getByRole('checkbox', { name: 'The message is HTML' })).toHaveProperty(
      'checked',
      true,
    );
  });
});
