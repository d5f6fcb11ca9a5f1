import { click, type Journey, pointAt, type } from '../journey.ts';

export const search: Journey = {
  id: 'search',
  title: 'Global search',
  description: 'Finding a page or a tab of the portal by name with Ctrl+K or the search box',
  page: '/billing/overview',
  account: 'finance@contoso.example',
  steps: [
    {
      caption: 'Press Ctrl+K (⌘K on a Mac) anywhere to search the portal',
      run: (page) => page.keyboard.press('ControlOrMeta+k'),
    },
    {
      caption: 'Type what you are looking for',
      run: (page) =>
        type(
          page.getByRole('dialog', { name: 'Search' }).getByPlaceholder('What would you like to find?'),
          'invoices',
        ),
    },
    {
      caption: 'The results name each page and tab that matches',
      run: (page) => pointAt(page.getByRole('dialog', { name: 'Search' }).getByRole('row').first()),
    },
    {
      caption: 'Choose a result: its page opens on the right tab',
      run: (page) =>
        click(
          page
            .getByRole('dialog', { name: 'Search' })
            .getByRole('row')
            .filter({ hasText: 'Invoices' })
            .first(),
        ),
      hold: 2400,
    },
    {
      caption: 'Or type in the search box of the top bar and press Enter',
      run: async (page) => {
        const box = page.getByRole('searchbox', { name: 'Search the portal' });
        await type(box, 'budgets');
        await box.press('Enter');
      },
    },
    {
      caption: 'Open Budgets from the results',
      run: (page) =>
        click(
          page
            .getByRole('dialog', { name: 'Search' })
            .getByRole('row')
            .filter({ hasText: 'Budgets' })
            .first(),
        ),
      hold: 2400,
    },
  ],
};
