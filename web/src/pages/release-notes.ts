/** What changed in each version of the portal, newest first. */
export const RELEASE_NOTES: { version: string; date: string; changes: string[] }[] = [
  {
    version: '2.0.1',
    date: '21 November 2026',
    changes: [
      'Sign-in with tenant choice for accounts that belong to several tenants.',
      'Search every page and tab with ⌘K, with results by name, tag and description.',
      'Feedback on any page, with a rating and a type.',
      'Dark mode and persona selection in the settings drawer.',
      'Session timeout warning with a 30-second countdown.',
    ],
  },
  {
    version: '2.0.0',
    date: '1 November 2026',
    changes: [
      'A new portal shell: a side menu that docks to icons, breadcrumbs and banners.',
      'FinOps FOCUS cost data for Azure and Microsoft 365, billed, effective and list cost side by side.',
      'Accessible to WCAG 2.2 AA in light and dark mode.',
    ],
  },
];
