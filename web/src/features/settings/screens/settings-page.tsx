import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { FIXED_PAGES, SETTINGS_SECTIONS, type SettingsSectionId } from '../../../lib/fixed-pages.ts';
import { useShell } from '../../../lib/shell-context.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import * as tabStyles from '../../../ui/page-tabs.css.ts';
import * as ui from '../../../ui/styles.css.ts';
import { AccessSection } from '../components/access-section.tsx';
import { BrandingSection } from '../components/branding-section.tsx';
import { ExchangeRatesSection } from '../components/exchange-rates-section.tsx';
import { FilesSection } from '../components/files-section.tsx';
import { FocusImportSection } from '../components/focus-import-section.tsx';
import { GeneralSection } from '../components/general-section.tsx';
import { IntegrationsSection } from '../components/integrations-section.tsx';
import { LicencesSection } from '../components/licences-section.tsx';
import { NotificationSection } from '../components/notification-section.tsx';

/** What each section of the settings dashboard (lib/fixed-pages.ts, SETTINGS_SECTIONS) shows. */
const SECTION_CONTENT: Record<SettingsSectionId, () => ReactNode> = {
  general: () => <GeneralSection />,
  licences: () => <LicencesSection />,
  branding: () => <BrandingSection />,
  files: () => <FilesSection />,
  notifications: () => <NotificationSection />,
  integrations: () => <IntegrationsSection />,
  access: () => <AccessSection />,
  'cost-data': () => (
    <>
      <FocusImportSection />
      <ExchangeRatesSection />
    </>
  ),
};

/**
 * /billing/admin-section-settings-dashboard, titled Settings: the settings and admin services of
 * the tenant, for users who may manage settings (the backend answers 403 to everyone else).
 */
export function SettingsPage() {
  const { user } = useShell();
  const [search, setSearch] = useSearchParams();
  const { title, right, route } = FIXED_PAGES.settings;
  usePageTitle(title, route);
  const chosen = SETTINGS_SECTIONS.find((section) => section.id === search.get('tab'))?.id ?? 'general';
  if (user && !user[right]) {
    return (
      <>
        <h1>{title}</h1>
        <p role="alert" className={ui.errorBox}>
          Managing settings needs the settings right. Please contact administrator.
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{title}</h1>
      <Tabs
        selectedKey={chosen}
        onSelectionChange={(key) => setSearch({ tab: String(key) }, { replace: true })}
        className={tabStyles.tabs}
      >
        <TabList aria-label="Settings sections" className={tabStyles.tabList}>
          {SETTINGS_SECTIONS.map((section) => (
            <Tab key={section.id} id={section.id} className={tabStyles.tab}>
              {section.name}
            </Tab>
          ))}
        </TabList>
        {SETTINGS_SECTIONS.map((section) => (
          <TabPanel key={section.id} id={section.id} className={tabStyles.tabPanel}>
            {SECTION_CONTENT[section.id]()}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
