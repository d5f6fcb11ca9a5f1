import { type ReactNode, useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { useShell } from '../../../lib/shell-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import * as tabStyles from '../../../ui/page-tabs.css.ts';
import * as ui from '../../../ui/styles.css.ts';
import { AccessSection } from '../components/access-section.tsx';
import { BrandingSection } from '../components/branding-section.tsx';
import { FilesSection } from '../components/files-section.tsx';
import { FocusImportSection } from '../components/focus-import-section.tsx';
import { GeneralSection } from '../components/general-section.tsx';
import { IntegrationsSection } from '../components/integrations-section.tsx';
import { LicencesSection } from '../components/licences-section.tsx';
import { NotificationSection } from '../components/notification-section.tsx';

/** The sections of the settings dashboard, each a tab whose id is the `tab` query parameter. */
const SECTIONS: { id: string; name: string; render: () => ReactNode }[] = [
  { id: 'general', name: 'General', render: () => <GeneralSection /> },
  { id: 'licences', name: 'Licences and features', render: () => <LicencesSection /> },
  { id: 'branding', name: 'Branding', render: () => <BrandingSection /> },
  { id: 'files', name: 'Files', render: () => <FilesSection /> },
  { id: 'notifications', name: 'Notifications', render: () => <NotificationSection /> },
  { id: 'integrations', name: 'Integrations', render: () => <IntegrationsSection /> },
  { id: 'access', name: 'Access and reports', render: () => <AccessSection /> },
  { id: 'cost-data', name: 'Cost data', render: () => <FocusImportSection /> },
];

/**
 * /billing/admin-section-settings-dashboard, titled Settings: the settings and admin services of
 * the tenant, for users who may manage settings (the backend answers 403 to everyone else).
 */
export function SettingsPage() {
  const { setPage, user } = useShell();
  const [search, setSearch] = useSearchParams();
  useDocumentTitle('Settings');
  useEffect(() => setPage({ title: 'Settings' }), [setPage]);
  const chosen = SECTIONS.find((section) => section.id === search.get('tab'))?.id ?? 'general';
  if (user && !user.canManageSettings) {
    return (
      <>
        <h1>Settings</h1>
        <p role="alert" className={ui.errorBox}>
          Managing settings needs the settings right. Please contact administrator.
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Settings</h1>
      <Tabs
        selectedKey={chosen}
        onSelectionChange={(key) => setSearch({ tab: String(key) }, { replace: true })}
        className={tabStyles.tabs}
      >
        <TabList aria-label="Settings sections" className={tabStyles.tabList}>
          {SECTIONS.map((section) => (
            <Tab key={section.id} id={section.id} className={tabStyles.tab}>
              {section.name}
            </Tab>
          ))}
        </TabList>
        {SECTIONS.map((section) => (
          <TabPanel key={section.id} id={section.id} className={tabStyles.tabPanel}>
            {section.render()}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
