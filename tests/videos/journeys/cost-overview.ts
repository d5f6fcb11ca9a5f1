import { click, type Journey, menu, pointAt } from '../journey.ts';

export const costOverview: Journey = {
  id: 'cost-overview',
  title: 'Cost overview and cost by service',
  description: 'The monthly cost report, and the change from the month before explained by usage and price',
  page: '/billing/azure/cost-overview',
  account: 'finance@contoso.example',
  steps: [
    {
      caption: 'Open Azure in the side menu',
      run: (page) => click(menu(page).getByRole('button', { name: 'Azure' })),
    },
    {
      caption: 'Open Cost overview',
      run: (page) => click(menu(page).getByRole('link', { name: 'Cost overview' })),
    },
    {
      caption: 'The Summary tab is a report of the monthly cost with its forecast',
      run: (page) =>
        page
          .frameLocator('iframe[title="Azure cost report"]')
          .getByRole('heading', { level: 1 })
          .waitFor({ timeout: 20_000 }),
      hold: 2500,
    },
    {
      caption: 'Open Cost by service with the By service tab',
      run: (page) => click(page.getByRole('tab', { name: 'By service' })),
    },
    {
      caption: 'The change from the month before, explained by usage and by price',
      run: (page) => pointAt(page.getByRole('region', { name: 'Cost by service' }).getByRole('table')),
      hold: 2400,
    },
    {
      caption: 'Group the cost by region instead of by service',
      run: async (page) => {
        const groupBy = page.getByRole('region', { name: 'Cost by service' }).getByLabel('Group by');
        await pointAt(groupBy);
        await groupBy.selectOption('region');
      },
      hold: 2500,
    },
  ],
};
