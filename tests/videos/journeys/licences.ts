import { click, type Journey, menu } from '../journey.ts';

export const licences: Journey = {
  id: 'licences',
  title: 'Microsoft 365 licences',
  description: 'Seats per SKU, the users who hold them and the money unassigned and inactive seats cost',
  page: '/billing/m365/licences',
  account: 'finance@contoso.example',
  steps: [
    {
      caption: 'Open Microsoft 365 in the side menu',
      run: (page) => click(menu(page).getByRole('button', { name: 'Microsoft 365' })),
    },
    {
      caption: 'Open Licences',
      run: (page) => click(menu(page).getByRole('link', { name: 'Licences' })),
    },
    {
      caption: 'The Licences tab: purchased, assigned and active seats per SKU and their cost',
      hold: 2500,
    },
    {
      caption: 'The Users tab: each user with their licences and last activity',
      run: (page) => click(page.getByRole('tab', { name: 'Users' })),
      hold: 2500,
    },
    {
      caption: 'The Optimisation tab: unassigned and inactive seats in money',
      run: (page) => click(page.getByRole('tab', { name: 'Optimisation' })),
      hold: 2400,
    },
  ],
};
