import { dateTimeFormat } from '@portal/hooks/money';
import type { ApiError, FeatureState } from '@portal/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Checkbox, Form, Input, Label, TextField } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import { TERMS_TEXTS, TermsFrame, useAcceptTerms, useTermsDocument } from '../../../session/terms-gate.tsx';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import * as crud from '../../../ui/form/fields.css.ts';
import { checkMark } from '../../../ui/form/fields.tsx';
import * as styles from '../../../ui/page.css.ts';
import { QueryState, refusalMessage } from '../../../ui/query-state.tsx';
import { ScrollRegion } from '../../../ui/scroll-region.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { showToast } from '../../../ui/toasts.tsx';
import { settingsApi, useActivateFeatures, useChangeLicence, useResetEnterpriseAgreement } from '../api.ts';

const when = (iso: string | undefined) =>
  iso ? dateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)) : '-';

/**
 * Licences and features: the tenant's licences, the definitions and what is activated; activating
 * or de-activating a licence by its key; resetting the enterprise-agreement settings after a
 * confirmation; the features of each kind and their activation.
 */
export function LicencesSection() {
  return (
    <>
      <LicencesCard />
      <TermsCard />
      <FeaturesCard />
      <EnterpriseAgreementCard />
    </>
  );
}

/**
 * The terms and conditions: the document's address (General settings), whether an acceptance is
 * pending for this tenant, the document itself on demand (in a sandboxed frame, as the terms gate
 * shows it) and, when one is pending and the user may, the acceptance.
 */
function TermsCard() {
  const whois = useApiQuery(settingsApi.whois, []);
  const settings = useApiQuery(settingsApi.settings, []);
  const [shown, setShown] = useState(false);
  const eula = settings.data?.eula;
  const terms = useTermsDocument(eula, shown);
  // The acceptance makes the settings stale and, with them, whether one is pending (whois).
  const acceptTerms = useAcceptTerms();
  const [accepting, setAccepting] = useState(false);
  const accept = async () => {
    setAccepting(true);
    try {
      await acceptTerms();
    } finally {
      setAccepting(false);
    }
  };
  const frameId = useId();
  return (
    <Card title="Terms and conditions" layout="stacked">
      <QueryState query={whois} what="Your account">
        {(user) => (
          <p role="status">
            {user.forceEula
              ? `The terms are not yet accepted for ${user.currentTenant.displayName}.`
              : `The terms are accepted for ${user.currentTenant.displayName}: no acceptance is pending.`}
          </p>
        )}
      </QueryState>
      <QueryState query={settings} what="The portal settings">
        {(data) => (
          <p>
            Document: <code>{data.eula || 'none set'}</code> (change it in the General settings).
          </p>
        )}
      </QueryState>
      <div className={styles.row}>
        <ActionButton
          isDisabled={!eula}
          aria-expanded={shown}
          aria-controls={shown ? frameId : undefined}
          onPress={() => setShown((current) => !current)}
        >
          {shown ? 'Hide the terms' : 'Show the terms'}
        </ActionButton>
        {whois.data?.forceEula && whois.data.canAcceptEula ? (
          <ActionButton variant="primary" isDisabled={accepting} onPress={() => void accept()}>
            {accepting ? 'Accepting…' : 'Accept the terms'}
          </ActionButton>
        ) : null}
      </div>
      {shown ? (
        <div id={frameId}>
          {terms.isError ? (
            <p role="alert" className={ui.errorBox}>
              {TERMS_TEXTS.loadFailed}
            </p>
          ) : terms.data === undefined ? (
            <p role="status">Loading the terms…</p>
          ) : (
            // The document is shown once, complete (no placeholder first).
            <TermsFrame html={terms.data} />
          )}
        </div>
      ) : null}
    </Card>
  );
}

function LicencesCard() {
  const { toasts } = usePortal();
  const licences = useApiQuery(settingsApi.licences, []);
  const definitions = useApiQuery(settingsApi.licenceDefinitions, []);
  const activated = useApiQuery(settingsApi.activatedLicences, []);
  const [key, setKey] = useState('');
  // The licences and the features they bring are read again before the notice.
  const change = useChangeLicence({
    onSuccess: (licence, { activate }) => {
      showToast(toasts, {
        variant: 'success',
        title: `${licence.name} ${activate ? 'activated' : 'de-activated'}`,
      });
      setKey('');
    },
    onError: (error, { activate }) =>
      showToast(toasts, {
        variant: 'error',
        title: `The licence was not ${activate ? 'activated' : 'de-activated'}`,
        description: refusalMessage(error),
      }),
  });
  const trimmed = key.trim();
  return (
    <Card title="Licences" layout="stacked">
      <QueryState query={licences} what="Licences" isEmpty={(l) => l.length === 0} empty="No licences.">
        {(list) => (
          <ScrollRegion className={ui.tableScroll} label="Licences, table">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    Licence
                  </th>
                  <th scope="col" className={styles.cell}>
                    Key
                  </th>
                  <th scope="col" className={styles.cell}>
                    Status
                  </th>
                  <th scope="col" className={styles.cell}>
                    Activated
                  </th>
                  <th scope="col" className={styles.cell}>
                    Expires
                  </th>
                  <th scope="col" className={styles.cell}>
                    Seats
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((licence) => (
                  <tr key={licence.licenseKey}>
                    <th scope="row" className={styles.cell}>
                      {licence.name}
                    </th>
                    <td className={styles.cell}>{licence.licenseKey}</td>
                    <td className={styles.cell}>{licence.active ? 'Active' : 'Inactive'}</td>
                    <td className={styles.cell}>{when(licence.activatedAt)}</td>
                    <td className={styles.cell}>{when(licence.expiresAt)}</td>
                    <td className={styles.cell}>{licence.seats ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </QueryState>
      <QueryState query={activated} what="Activated licences">
        {(list) => (
          <p>
            {list.length === 0
              ? 'No licence is activated.'
              : `Activated: ${list.map((licence) => licence.name).join(', ')}.`}
          </p>
        )}
      </QueryState>
      <Form
        aria-label="Activate or de-activate a licence"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) change.mutate({ key: trimmed, activate: true });
        }}
      >
        <div className={styles.row}>
          <TextField className={crud.field} value={key} onChange={setKey} isDisabled={change.isPending}>
            <Label className={crud.label}>Licence key</Label>
            <Input className={crud.input} />
          </TextField>
          <ActionButton type="submit" variant="primary" isDisabled={!trimmed || change.isPending}>
            Activate
          </ActionButton>
          <ActionButton
            isDisabled={!trimmed || change.isPending}
            onPress={() => change.mutate({ key: trimmed, activate: false })}
          >
            De-activate
          </ActionButton>
        </div>
      </Form>
      <h3 className={styles.subTitle}>Licence definitions</h3>
      <QueryState
        query={definitions}
        what="Licence definitions"
        isEmpty={(d) => d.length === 0}
        empty="No definitions."
      >
        {(list) => (
          <ul>
            {list.map((definition) => (
              <li key={definition.licenseKey}>
                <strong>{definition.name}</strong> ({definition.licenseKey})
                {definition.description ? `: ${definition.description}` : ''}
                {definition.features.length > 0 ? ` · features: ${definition.features.join(', ')}` : ''}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

const FEATURE_KINDS = [
  { id: 'state', title: 'Products' },
  { id: 'extra', title: 'Add-ons' },
  { id: 'pbi', title: 'Reports' },
] as const;

function FeaturesCard() {
  const { toasts } = usePortal();
  const state = useApiQuery(settingsApi.featureState, []);
  const extra = useApiQuery(settingsApi.extraFeatures, []);
  const pbi = useApiQuery(settingsApi.reportFeatures, []);
  const status = useApiQuery(settingsApi.featuresStatus, []);
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  // The features and what they unlock are read again before the notice.
  const save = useActivateFeatures({
    onSuccess: () => {
      showToast(toasts, { variant: 'success', title: 'Features saved' });
      setChanges({});
    },
    onError: (error) =>
      showToast(toasts, {
        variant: 'error',
        title: 'The features were not saved',
        description: refusalMessage(error),
      }),
  });
  const queriesByKind = { state, extra, pbi };
  const count = Object.keys(changes).length;
  return (
    <Card title="Features" layout="stacked">
      {status.data ? (
        <p className={ui.muted}>
          Microsoft 365 reports privacy settings:{' '}
          {status.data.m365DeIdentifiedReports ? 'de-identified (on)' : 'off'}.
        </p>
      ) : null}
      {FEATURE_KINDS.map((kind) => (
        <FeatureGroup
          key={kind.id}
          title={kind.title}
          query={queriesByKind[kind.id]}
          changes={changes}
          disabled={save.isPending}
          onChange={(key, active, original) =>
            setChanges((current) => {
              const next = { ...current };
              if (active === original) delete next[key];
              else next[key] = active;
              return next;
            })
          }
        />
      ))}
      <div className={ui.dialogActions}>
        <ActionButton isDisabled={count === 0 || save.isPending} onPress={() => setChanges({})}>
          Undo changes
        </ActionButton>
        <ActionButton
          variant="primary"
          isDisabled={count === 0 || save.isPending}
          onPress={() => save.mutate(changes)}
        >
          {save.isPending
            ? 'Saving…'
            : count === 0
              ? 'Save features'
              : `Save ${count} ${count === 1 ? 'change' : 'changes'}`}
        </ActionButton>
      </div>
    </Card>
  );
}

function FeatureGroup({
  title,
  query,
  changes,
  disabled,
  onChange,
}: {
  title: string;
  query: UseQueryResult<FeatureState[], ApiError>;
  changes: Record<string, boolean>;
  disabled: boolean;
  onChange: (key: string, active: boolean, original: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-labelledby={id}>
      <legend id={id} className={styles.subTitle}>
        {title}
      </legend>
      <QueryState query={query} what={title} isEmpty={(list) => list.length === 0} empty="None.">
        {(list) => (
          <div className={crud.choices}>
            {list.map((feature) => (
              <Checkbox
                key={feature.key}
                className={crud.checkbox}
                isSelected={changes[feature.key] ?? feature.active}
                isDisabled={disabled}
                onChange={(active) => onChange(feature.key, active, feature.active)}
              >
                {checkMark(
                  <>
                    {feature.name}
                    {feature.description ? <span className={ui.muted}> ({feature.description})</span> : null}
                  </>,
                )}
              </Checkbox>
            ))}
          </div>
        )}
      </QueryState>
    </fieldset>
  );
}

function EnterpriseAgreementCard() {
  const { toasts } = usePortal();
  const [confirming, setConfirming] = useState(false);
  // Nothing the portal reads shows the enrollment or its key (the cost data imported stays).
  const reset = useResetEnterpriseAgreement({
    onSuccess: () => {
      setConfirming(false);
      showToast(toasts, { variant: 'success', title: 'Enterprise-agreement settings reset' });
    },
  });
  return (
    <Card title="Enterprise agreement" layout="stacked">
      <p>Resetting removes the enrollment number and the API key; cost data already imported stays.</p>
      <ActionButton onPress={() => setConfirming(true)}>Reset enterprise-agreement settings</ActionButton>
      {confirming ? (
        <ConfirmDialog
          title="Reset the enterprise-agreement settings?"
          confirmLabel="Reset"
          busyLabel="Resetting…"
          busy={reset.isPending}
          error={reset.error ? `The settings were not reset. ${refusalMessage(reset.error)}` : undefined}
          onConfirm={() => reset.mutate()}
          onCancel={() => {
            setConfirming(false);
            reset.reset();
          }}
        >
          <p>The enrollment number and the API key will be removed. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
