import type { LicenceQuestionnaire } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

const questionnairePage = contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => ({
  type: 'ui' as const,
  contents: { componentClass: 'license-questionnaire' },
}));

const SAVED: LicenceQuestionnaire = {
  answers: {
    employees: 120,
    frontlineWorkers: 20,
    remotePercent: 40,
    desktopApps: true,
    deviceManagement: 'full',
    securityLevel: 'advanced',
    copilotInterest: 'pilot',
    renewalDate: '2099-06-30',
    contactEmail: 'it@contoso.example',
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Megan Bowen',
};

const server = createTestServer(signInHandler(), questionnairePage, ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const form = () => screen.findByRole('form', { name: 'Licence needs' }, WAIT);

describe('the licence questionnaire', () => {
  it('shows the saved answers and who saved them', async () => {
    server.use(contract.get('/services/api-portal-customer/api/licensing/questionnaire', () => SAVED));
    await renderSignedIn('/billing/overview');
    const questionnaire = await form();
    expect(within(questionnaire).getByText(/^Last saved by Megan Bowen on /)).toBeDefined();
    expect((within(questionnaire).getByLabelText('Employees') as HTMLInputElement).value).toBe('120');
    expect(
      within(questionnaire).getByRole('button', { name: /^Advanced \(threat protection\) Security level/ }),
    ).toBeDefined();
  });

  it('saves the answers and reads the questionnaire again: who saved it shows', async () => {
    const user = userEvent.setup();
    let stored = SAVED;
    server.use(
      contract.get('/services/api-portal-customer/api/licensing/questionnaire', () => stored),
      contract.put('/services/api-portal-customer/api/licensing/questionnaire', async ({ request }) => {
        const answers = (await request.json()) as LicenceQuestionnaire['answers'];
        stored = { answers, updatedAt: '2026-11-24T09:30:00.000Z', updatedBy: 'Alex Wilber' };
        return stored;
      }),
    );
    await renderSignedIn('/billing/overview');
    const questionnaire = await form();
    const employees = within(questionnaire).getByLabelText('Employees');
    await user.clear(employees);
    await user.type(employees, '150');
    await user.click(within(questionnaire).getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Questionnaire saved', {}, WAIT)).toBeDefined();
    const saved = await form();
    expect(await within(saved).findByText(/^Last saved by Alex Wilber on /, {}, WAIT)).toBeDefined();
    expect((within(saved).getByLabelText('Employees') as HTMLInputElement).value).toBe('150');
  });

  it('checks the answers before it sends them: frontline workers within the employees', async () => {
    const user = userEvent.setup();
    let sent = 0;
    server.use(
      contract.get('/services/api-portal-customer/api/licensing/questionnaire', () => SAVED),
      contract.put('/services/api-portal-customer/api/licensing/questionnaire', () => {
        sent += 1;
        return SAVED;
      }),
    );
    await renderSignedIn('/billing/overview');
    const questionnaire = await form();
    const frontline = within(questionnaire).getByLabelText('Frontline workers');
    await user.clear(frontline);
    await user.type(frontline, '500');
    await user.click(within(questionnaire).getByRole('button', { name: 'Save answers' }));
    expect(
      within(questionnaire).getByText('Frontline workers cannot exceed the number of employees.'),
    ).toBeDefined();
    expect(frontline.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
  });

  it('puts the server’s refusal on its field and keeps every answer', async () => {
    const user = userEvent.setup();
    server.use(
      contract.get('/services/api-portal-customer/api/licensing/questionnaire', () => SAVED),
      contract.put('/services/api-portal-customer/api/licensing/questionnaire', () =>
        problem(400, 'Bad Request', {
          detail: 'The renewal date cannot be in the past.',
          errors: [{ field: '/renewalDate', message: 'The renewal date cannot be in the past.' }],
        }),
      ),
    );
    await renderSignedIn('/billing/overview');
    const questionnaire = await form();
    const employees = within(questionnaire).getByLabelText('Employees');
    await user.clear(employees);
    await user.type(employees, '150');
    await user.click(within(questionnaire).getByRole('button', { name: 'Save answers' }));
    expect(
      await within(questionnaire).findByText('The renewal date cannot be in the past.', {}, WAIT),
    ).toBeDefined();
    expect(within(questionnaire).getByLabelText('Licence renewal date').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect((employees as HTMLInputElement).value).toBe('150');
    expect(await screen.findByText('The questionnaire was not saved', {}, WAIT)).toBeDefined();
  });
});
