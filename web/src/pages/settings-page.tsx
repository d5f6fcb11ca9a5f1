import { useEffect } from 'react';
import { usePortal } from '../lib/portal-context.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { useApiQuery } from '../lib/use-api-query.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { QueryState } from '../ui/query-state.tsx';
import { FocusImportSection } from './focus-import-section.tsx';
import * as styles from './simple-pages.css.ts';

/** /billing/admin-section-settings-dashboard, titled Settings: the tenant's licences and features. */
export function SettingsPage() {
  const { api } = usePortal();
  const { setPage, settings, user } = useShell();
  const licences = useApiQuery(['licenses'], (signal) => api.settings.licenses({ signal }));
  const features = useApiQuery(['feature-state'], (signal) => api.settings.featureState({ signal }));
  useDocumentTitle('Settings');
  useEffect(() => setPage({ title: 'Settings' }), [setPage]);
  return (
    <>
      <h1>Settings</h1>
      <section className={styles.card} aria-labelledby="settings-general">
        <h2 id="settings-general" className={styles.cardTitle}>
          General
        </h2>
        <p>
          Product name: {settings?.productName ?? '…'} · Session timeout: {settings?.uiSessionTimeout ?? '…'}{' '}
          minutes
        </p>
      </section>
      {user?.canManageSettings ? <FocusImportSection /> : null}
      <section className={styles.card} aria-labelledby="settings-licences">
        <h2 id="settings-licences" className={styles.cardTitle}>
          Licences
        </h2>
        <QueryState query={licences} what="Licences" isEmpty={(l) => l.length === 0} empty="No licences.">
          {(list) => (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell}>Licence</th>
                  <th className={styles.cell}>Status</th>
                  <th className={styles.cell}>Seats</th>
                </tr>
              </thead>
              <tbody>
                {list.map((licence) => (
                  <tr key={licence.licenseKey}>
                    <td className={styles.cell}>{licence.name}</td>
                    <td className={styles.cell}>{licence.active ? 'Active' : 'Inactive'}</td>
                    <td className={styles.cell}>{licence.seats ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryState>
      </section>
      <section className={styles.card} aria-labelledby="settings-features">
        <h2 id="settings-features" className={styles.cardTitle}>
          Features
        </h2>
        <QueryState query={features} what="Features" isEmpty={(f) => f.length === 0} empty="No features.">
          {(list) => (
            <ul>
              {list.map((feature) => (
                <li key={feature.key}>
                  {feature.name}: {feature.active ? 'active' : 'inactive'}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
