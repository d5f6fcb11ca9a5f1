import type { FeatureState, License } from '@portal/sdk';
import { useEffect, useState } from 'react';
import { usePortal } from '../app/portal-context.tsx';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { useShell } from '../shell/shell-context.tsx';
import * as ui from '../ui/styles.css.ts';
import * as styles from './simple-pages.css.ts';

/** /billing/admin-section-settings-dashboard, titled Settings: the tenant's licences and features. */
export function SettingsPage() {
  const { api } = usePortal();
  const { setPage, settings } = useShell();
  const [licences, setLicences] = useState<License[]>();
  const [features, setFeatures] = useState<FeatureState[]>();
  useDocumentTitle('Settings');
  useEffect(() => setPage({ title: 'Settings' }), [setPage]);
  useEffect(() => {
    void Promise.all([api.settings.licenses(), api.settings.featureState()]).then(([l, f]) => {
      // Lists that fail to load give an empty list.
      setLicences(l.ok ? l.data : []);
      setFeatures(f.ok ? f.data : []);
    });
  }, [api]);
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
      <section className={styles.card} aria-labelledby="settings-licences">
        <h2 id="settings-licences" className={styles.cardTitle}>
          Licences
        </h2>
        {licences === undefined ? <p className={ui.muted}>Loading…</p> : null}
        {licences?.length === 0 ? <p className={ui.muted}>No licences.</p> : null}
        {licences?.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell}>Licence</th>
                <th className={styles.cell}>Status</th>
                <th className={styles.cell}>Seats</th>
              </tr>
            </thead>
            <tbody>
              {licences.map((licence) => (
                <tr key={licence.licenseKey}>
                  <td className={styles.cell}>{licence.name}</td>
                  <td className={styles.cell}>{licence.active ? 'Active' : 'Inactive'}</td>
                  <td className={styles.cell}>{licence.seats ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="settings-features">
        <h2 id="settings-features" className={styles.cardTitle}>
          Features
        </h2>
        <ul>
          {(features ?? []).map((feature) => (
            <li key={feature.key}>
              {feature.name}: {feature.active ? 'active' : 'inactive'}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
