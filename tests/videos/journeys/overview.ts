import { click, type Journey, menu, pointAt, scroll } from '../journey.ts';

export const overview: Journey = {
  id: 'overview',
  title: 'Getting started: the overview',
  description: 'The homepage after sign-in, the side menu, the top bar and dark mode',
  page: '/billing/overview',
  account: 'finance@contoso.example',
  steps: [
    {
      caption: "After sign-in the Overview shows this month's cost, its forecast and your budgets",
      run: (page) => pointAt(page.getByRole('heading', { level: 1, name: 'Overview' })),
      hold: 2500,
    },
    {
      caption: 'The side menu leads to every page: Azure, Microsoft 365, insights and more',
      run: (page) => pointAt(menu(page).getByRole('button', { name: 'Azure' })),
    },
    {
      caption: 'Scroll down for the top services of the month and the daily cost',
      run: async (page) => {
        await pointAt(page.getByRole('main'));
        await scroll(page, 500);
      },
    },
    {
      caption: 'Each chart has a summary in words and can show its figures as a table',
      run: (page) =>
        click(
          page.getByRole('region', { name: 'Daily cost' }).getByRole('button', { name: 'Show as table' }),
        ),
    },
    {
      caption: 'The top bar has search, feedback, this video guide, the assistant and help',
      run: (page) => pointAt(page.getByRole('button', { name: 'Video guide' })),
    },
    {
      caption: 'Help opens the settings drawer: dark mode, personas, release notes and the video library',
      run: (page) => click(page.getByRole('button', { name: 'Help' })),
    },
    {
      caption: 'Switch on dark mode',
      run: (page) =>
        click(page.getByRole('dialog', { name: 'Settings' }).getByText('Dark mode', { exact: true })),
    },
  ],
};
