import { click, type Journey, pointAt, type } from '../journey.ts';

const answer = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: /chat$/ }).getByRole('article', { name: /says$/ }).nth(1);

export const assistant: Journey = {
  id: 'assistant',
  title: 'The chat assistant',
  description: 'Asking about your own cost and licence data, with tables, related pages and follow-ups',
  page: '/billing/overview',
  account: 'finance@contoso.example',
  steps: [
    {
      caption: 'Open the assistant with the sparkles button in the top bar',
      run: (page) => click(page.getByRole('button', { name: 'Assistant' })),
    },
    {
      caption: "Ask a question about your tenant's data",
      run: (page) =>
        type(
          page.getByRole('dialog', { name: /chat$/ }).getByRole('textbox', { name: 'Your question' }),
          'Which services cost the most last month?',
        ),
    },
    {
      caption: 'Send it with Enter',
      run: async (page) => {
        await page
          .getByRole('dialog', { name: /chat$/ })
          .getByRole('textbox', { name: 'Your question' })
          .press('Enter');
        await answer(page).getByRole('table').waitFor({ timeout: 20_000 });
      },
    },
    {
      caption: 'The answer comes from your own cost data, with a table',
      run: (page) => pointAt(answer(page).getByRole('table')),
      hold: 2400,
    },
    {
      caption: 'Related pages and follow-up questions come with it',
      run: (page) =>
        pointAt(
          page.getByRole('dialog', { name: /chat$/ }).getByRole('list', { name: 'Follow-up questions' }),
        ),
      hold: 2500,
    },
  ],
};
