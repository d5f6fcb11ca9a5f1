import { click, type Journey, pointAt, type } from '../journey.ts';

const REPORT = 'Azure cost report';

export const savedViews: Journey = {
  id: 'saved-views',
  title: 'Reports and saved views',
  description: 'Report pages and filters, saved as a view of your own and restored from My Views',
  page: '/billing/azure/cost-overview?tab=Summary',
  account: 'finance@contoso.example',
  start: '/billing/azure/cost-overview?tab=Summary',
  steps: [
    {
      caption: 'A report: its pages are the tabs above it, its tools in the toolbar',
      run: (page) =>
        page
          .frameLocator(`iframe[title="${REPORT}"]`)
          .getByRole('heading', { level: 1 })
          .waitFor({ timeout: 20_000 }),
    },
    {
      caption: 'Switch to the By service page',
      run: (page) =>
        click(page.getByRole('region', { name: REPORT }).getByRole('radio', { name: 'By service' })),
    },
    {
      caption: "Toggle Filter shows the report's filters",
      run: (page) =>
        click(
          page
            .getByRole('toolbar', { name: 'Report toolbar' })
            .getByRole('button', { name: 'Toggle Filter' }),
        ),
    },
    {
      caption: 'Keep only one service',
      run: (page) =>
        click(
          page
            .frameLocator(`iframe[title="${REPORT}"]`)
            .getByRole('group', { name: /^Service/ })
            .getByRole('checkbox')
            .first(),
        ),
    },
    {
      caption: 'Save View keeps this page and these filters under a title of your own',
      run: async (page) => {
        await click(
          page.getByRole('toolbar', { name: 'Report toolbar' }).getByRole('button', { name: 'Save View' }),
        );
        const dialog = page.getByRole('dialog', { name: 'Save view' });
        await type(dialog.getByRole('textbox', { name: 'Title' }), 'Top service');
        await click(dialog.getByRole('button', { name: 'Save' }));
      },
    },
    {
      caption: 'Back on the Summary page, My Views lists the views you saved',
      run: async (page) => {
        await click(page.getByRole('region', { name: REPORT }).getByRole('radio', { name: 'Summary' }));
        await click(
          page.getByRole('toolbar', { name: 'Report toolbar' }).getByRole('button', { name: /My Views/ }),
        );
      },
    },
    {
      caption: 'Choose a view: its page and filters come back',
      run: async (page) => {
        const view = page
          .getByRole('dialog', { name: 'My views' })
          .getByRole('button', { name: 'Top service', exact: true });
        await click(view);
        await pointAt(page.getByRole('region', { name: REPORT }).getByRole('radio', { name: 'By service' }));
      },
      hold: 2500,
    },
  ],
};
