import { contractFields, type FormSpec } from '@portal/hooks/forms';
import { useNewEntityForm } from '@portal/hooks/react';
import {
  type ApiError,
  type ConnectionTest,
  type EnterpriseAgreementSettings,
  EnterpriseAgreementSettingsRules,
  type IntegrationSettings,
  IntegrationSettingsRules,
  type MonitoringSettings,
  MonitoringSettingsRules,
  type Office365Settings,
  Office365SettingsRules,
  type PartnerSettings,
  PartnerSettingsRules,
  type PermissionCheck,
} from '@portal/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import { type FormField, FormFields } from '../../../ui/form/fields.tsx';
import * as styles from '../../../ui/page.css.ts';
import { QueryState, refusalMessage } from '../../../ui/query-state.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { showToast } from '../../../ui/toasts.tsx';
import {
  settingsApi,
  useActivateTenant,
  useAddOffice365Permissions,
  useCheckM365UserToken,
  usePartnerSync,
  useSaveEnterpriseAgreement,
  useSaveMonitoring,
  useSaveOffice365,
  useSavePartner,
  useSavePartnerIntegration,
  useSecurePartnerCustomer,
  useStoreM365UserToken,
  useStoreTokenCredential,
  useTestMonitoring,
  useTestOffice365Connection,
  useTestOffice365Permissions,
  useTestPartnerIntegration,
} from '../api.ts';

interface IntegrationTest<V, Tested> {
  label: string;
  run: UseMutationResult<Tested, ApiError, V>;
  outcome: (result: Tested) => ReactNode;
}

/** A test's button: run with the values typed. */
function TestButton<V>(props: {
  test: IntegrationTest<V, unknown>;
  valid: boolean;
  values: () => V;
  statusId: string;
}) {
  const run = props.test.run;
  return (
    <ActionButton
      isDisabled={!props.valid || run.isPending}
      onPress={() => run.mutate(props.values())}
      aria-describedby={props.statusId}
    >
      {run.isPending ? 'Testing…' : props.test.label}
    </ActionButton>
  );
}

/** A test's outcome in words, or why it could not run. */
function TestStatus<V>({ test, id }: { test: IntegrationTest<V, unknown> | undefined; id: string }) {
  return (
    <div id={id} role="status">
      {test?.run.data !== undefined && test ? test.outcome(test.run.data) : null}
      {test?.run.error ? (
        <p className={ui.errorBox}>The test could not run. {refusalMessage(test.run.error)}</p>
      ) : null}
    </div>
  );
}

/**
 * One integration's settings as a form: its fields from the spec, Save (the save's mutation names
 * what it makes stale, read again before the notice), and where it has one a test of the
 * connection with the values typed, whose outcome stays on the card in words.
 */
function IntegrationForm<V extends object, Saved, Tested>(props: {
  id: string;
  title: string;
  intro: ReactNode;
  spec: FormSpec<V>;
  fields: FormField<V>[];
  initial: V;
  save: (values: V) => Promise<Saved>;
  saved: (result: Saved) => string;
  test?: IntegrationTest<V, Tested>;
  /** A second test of the integration's own (its outcome under the first's). */
  secondTest?: IntegrationTest<V, unknown>;
  /** More of the card under the form and its test (an action of the integration's own). */
  children?: ReactNode;
}) {
  const { toasts } = usePortal();
  const [state, form] = useNewEntityForm(props.spec, props.initial);
  const statusId = useId();
  const secondStatusId = useId();
  const first = props.test as IntegrationTest<V, unknown> | undefined;
  const save = async () => {
    const outcome = await form.submit((values) => props.save(values));
    if (outcome.ok) {
      showToast(toasts, { variant: 'success', title: `${props.title}: ${props.saved(outcome.data)}` });
    } else if (outcome.reason === 'failed') {
      showToast(toasts, { variant: 'error', title: `${props.title} was not saved` });
    }
  };
  return (
    <Card title={props.title} layout="stacked" headingId={props.id}>
      <p>{props.intro}</p>
      <Form
        aria-labelledby={props.id}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormFields
          fields={props.fields}
          spec={props.spec}
          form={form}
          state={state}
          disabled={state.submitting}
        />
        <div className={ui.dialogActions}>
          {first ? (
            <TestButton
              test={first}
              valid={state.valid}
              values={() => form.cleanValues()}
              statusId={statusId}
            />
          ) : null}
          {props.secondTest ? (
            <TestButton
              test={props.secondTest}
              valid={state.valid}
              values={() => form.cleanValues()}
              statusId={secondStatusId}
            />
          ) : null}
          <ActionButton type="submit" variant="primary" isDisabled={!state.valid || state.submitting}>
            {state.submitting ? 'Saving…' : 'Save'}
          </ActionButton>
        </div>
      </Form>
      <TestStatus test={first} id={statusId} />
      {props.secondTest ? <TestStatus test={props.secondTest} id={secondStatusId} /> : null}
      {props.children}
    </Card>
  );
}

/**
 * The office suite: what is read, and the application the portal reads the directory with (its
 * secret write-only: an empty field keeps the stored one); 'Test permissions' and 'Test connection'
 * (a token, then the directory's organization) with the values typed.
 */
function OfficeIntegration() {
  const stored = useApiQuery(settingsApi.office365, []);
  const office = useSaveOffice365();
  const permissions = useTestOffice365Permissions<OfficeForm>();
  const connection = useTestOffice365Connection<OfficeForm>(officeBody);
  return (
    <QueryState query={stored} what="The office suite integration">
      {(settings) => (
        <IntegrationForm<OfficeForm, Office365Settings, PermissionCheck>
          key={JSON.stringify(settings)}
          id="integration-office"
          title="Cloud office suite"
          intro="Licences, usage and security data are read from the office suite's directory (Microsoft Graph) with the application below and the permissions granted to it. The secret is stored and never shown again."
          spec={OFFICE_SPEC as unknown as FormSpec<OfficeForm>}
          fields={[
            { name: 'enabled', control: 'checkbox' },
            { name: 'deIdentifiedReports', control: 'checkbox' },
            {
              name: 'usageReportsDays',
              control: 'select',
              options: ['7', '30', '90', '180'].map((days) => ({ value: days, label: `${days} days` })),
            },
            { name: 'directoryTenantId', control: 'text' },
            { name: 'applicationId', control: 'text' },
            {
              name: 'applicationSecret',
              control: 'text',
              description: settings.secretSet
                ? 'A secret is stored. Leave this empty to keep it.'
                : 'The client secret value from the application registration.',
            },
          ]}
          initial={{
            enabled: settings.enabled,
            deIdentifiedReports: settings.deIdentifiedReports ?? false,
            usageReportsDays: String(settings.usageReportsDays ?? 30),
            directoryTenantId: settings.directoryTenantId ?? '',
            applicationId: settings.applicationId ?? '',
            applicationSecret: '',
          }}
          save={(values) => office.mutateAsync(officeBody(values))}
          saved={() => 'saved'}
          test={{
            label: 'Test permissions',
            run: permissions,
            outcome: (check) => <PermissionOutcome check={check} />,
          }}
          secondTest={{
            label: 'Test connection',
            run: connection as UseMutationResult<unknown, ApiError, OfficeForm>,
            outcome: (result) => <TestOutcome result={result as ConnectionTest} />,
          }}
        >
          <GrantOfficePermissions />
        </IntegrationForm>
      )}
    </QueryState>
  );
}

/** The office suite's permission check in words: what is missing, and what is granted. */
function PermissionOutcome({ check }: { check: PermissionCheck }) {
  return (
    <div>
      <p className={check.missing.length > 0 ? ui.errorBox : undefined}>
        <strong>
          {check.missing.length === 0
            ? 'Every permission the portal needs is granted.'
            : `${check.missing.length} ${check.missing.length === 1 ? 'permission is' : 'permissions are'} missing: ${check.missing.join(', ')}.`}
        </strong>
      </p>
      <p className={ui.muted}>Granted: {check.granted.length > 0 ? check.granted.join(', ') : 'none'}.</p>
    </div>
  );
}

/**
 * Adds the permissions the check finds missing: the user signs in to the office suite in a popup
 * and the call carries that delegated token (X-MS-Token); the check after granting is shown.
 */
function GrantOfficePermissions() {
  const { toasts } = usePortal();
  const statusId = useId();
  // What the suite answers under the granted permissions is read again before the notice.
  const grant = useAddOffice365Permissions({
    onSuccess: () => {
      showToast(toasts, {
        variant: 'success',
        title: 'Cloud office suite: the missing permissions are added',
      });
    },
  });
  return (
    <div className={styles.cardFooter}>
      <p className={ui.muted}>
        Adding permissions opens the office suite's sign-in in a new window; the token it gives is used for
        this request only.
      </p>
      <ActionButton isDisabled={grant.isPending} onPress={() => grant.mutate()} aria-describedby={statusId}>
        {grant.isPending ? 'Adding permissions…' : 'Add missing permissions'}
      </ActionButton>
      <div id={statusId} role="status">
        {grant.data ? <PermissionOutcome check={grant.data} /> : null}
        {grant.error ? (
          <p className={ui.errorBox}>The permissions were not added. {refusalMessage(grant.error)}</p>
        ) : null}
      </div>
    </div>
  );
}

/** The tenant's settings as a customer of the partner programme (read from the partner's side). */
function PartnerCustomerSettings() {
  const customer = useApiQuery(settingsApi.cspCustomerSettings, []);
  return (
    <div className={styles.cardFooter}>
      <h3 className={styles.subTitle}>Customer settings</h3>
      <QueryState query={customer} what="The customer settings">
        {(data) => (
          <p>
            {data.hasUnbilledInvoiceData
              ? 'The partner has invoice data for this tenant that is not billed yet; a notice at the top of every page says so.'
              : 'All of the partner’s invoice data for this tenant is billed.'}
          </p>
        )}
      </QueryState>
    </div>
  );
}

/** A connection test's answer in words: it worked or not, the service's message, and when. */
function TestOutcome({ result }: { result: ConnectionTest }) {
  return (
    <p className={result.success ? undefined : ui.errorBox}>
      <strong>{result.success ? 'Connection works.' : 'Connection failed.'}</strong> {result.message} (checked{' '}
      {dateTime(result.checkedAt)})
    </p>
  );
}

const OFFICE_SPEC: FormSpec<Office365Settings> = {
  fields: contractFields<Office365Settings>(Office365SettingsRules, {
    enabled: { kind: 'boolean', label: 'Read the office suite' },
    deIdentifiedReports: { kind: 'boolean', label: "The suite's reports hide user names" },
    // The contract's periods are numbers; the select holds them as text.
    usageReportsDays: {
      kind: 'enum',
      label: 'Usage reports period',
      required: true,
      options: Office365SettingsRules.usageReportsDays.options.map(String),
    },
    directoryTenantId: {
      kind: 'text',
      label: 'Directory (tenant) id',
      patternMessage: "Enter the directory's id (a GUID) or its domain, such as contoso.onmicrosoft.com.",
    },
    applicationId: {
      kind: 'text',
      label: 'Application (client) id',
      patternMessage: 'Enter the application id, a GUID.',
    },
    applicationSecret: { kind: 'text', label: 'Application secret' },
  }),
};
type OfficeForm = Omit<Office365Settings, 'usageReportsDays' | 'secretSet'> & { usageReportsDays: string };

/** The office form's values as the contract takes them: the period a number, an empty secret left out (the stored one kept). */
const officeBody = ({
  applicationSecret,
  directoryTenantId,
  applicationId,
  ...values
}: OfficeForm): Office365Settings => ({
  ...values,
  usageReportsDays: Number(values.usageReportsDays) as 30,
  ...(directoryTenantId ? { directoryTenantId } : {}),
  ...(applicationId ? { applicationId } : {}),
  ...(applicationSecret ? { applicationSecret } : {}),
});

const EA_SPEC: FormSpec<EnterpriseAgreementSettings> = {
  fields: contractFields<EnterpriseAgreementSettings>(EnterpriseAgreementSettingsRules, {
    enrollmentNumber: {
      kind: 'text',
      label: 'Enrollment number',
      patternMessage: 'Enter the 6 to 12 digits of the enrollment number.',
    },
    accessKey: { kind: 'text', label: 'API access key' },
  }),
};

const MONITORING_SPEC: FormSpec<MonitoringSettings> = {
  fields: contractFields<MonitoringSettings>(MonitoringSettingsRules, {
    endpoint: { kind: 'url', label: 'Endpoint' },
    apiKey: { kind: 'text', label: 'API key' },
    enabled: { kind: 'boolean', label: 'Send alerts to the monitoring product' },
  }),
};

const PARTNER_SPEC: FormSpec<PartnerSettings> = {
  fields: contractFields<PartnerSettings>(PartnerSettingsRules, {
    partnerName: { kind: 'text', label: 'Partner name' },
    markupPercent: { kind: 'number', label: 'Markup (%)' },
    billingDay: { kind: 'number', label: 'Billing day' },
    currency: {
      kind: 'text',
      label: 'Currency',
      patternMessage: 'Enter a three-letter ISO currency code, such as EUR.',
    },
  }),
};

const INTEGRATION_SPEC: FormSpec<IntegrationSettings> = {
  fields: contractFields<IntegrationSettings>(IntegrationSettingsRules, {
    applicationId: {
      kind: 'text',
      label: 'Application id',
      patternMessage: 'Enter the application id, a GUID.',
    },
    applicationSecret: { kind: 'text', label: 'Application secret' },
    partnerTenantId: { kind: 'text', label: 'Partner tenant id' },
  }),
};

/**
 * Integrations: the cloud office suite (settings and its permission test), the enterprise
 * agreement, the monitoring product (settings and test), the partner programme (settings,
 * application credentials and test) and partner sync; each test says plainly what it found.
 */
export function IntegrationsSection() {
  const partner = useApiQuery(settingsApi.partner, []);
  const enterpriseAgreement = useSaveEnterpriseAgreement();
  const monitoring = useSaveMonitoring();
  const monitoringTest = useTestMonitoring();
  const partnerSave = useSavePartner();
  const partnerApp = useSavePartnerIntegration();
  const partnerAppTest = useTestPartnerIntegration();
  return (
    <>
      <OfficeIntegration />
      <IntegrationForm<EnterpriseAgreementSettings, { configured?: boolean }, never>
        id="integration-ea"
        title="Enterprise agreement"
        intro="The enrollment's usage is read with its API access key. The key is stored and never shown again."
        spec={EA_SPEC}
        fields={[
          { name: 'enrollmentNumber', control: 'text', inputMode: 'text' },
          {
            name: 'accessKey',
            control: 'text',
            description: 'From the enterprise portal; at least 8 characters.',
          },
        ]}
        initial={{ enrollmentNumber: '', accessKey: '' }}
        save={(values) => enterpriseAgreement.mutateAsync(values)}
        saved={() => 'saved'}
      />
      <IntegrationForm<MonitoringSettings, unknown, ConnectionTest>
        id="integration-monitoring"
        title="Monitoring"
        intro="Alerts go to the monitoring product at this https endpoint."
        spec={MONITORING_SPEC}
        fields={[
          { name: 'endpoint', control: 'text', type: 'url', inputMode: 'url', wide: true },
          { name: 'apiKey', control: 'text' },
          { name: 'enabled', control: 'checkbox' },
        ]}
        initial={{ endpoint: '', apiKey: '', enabled: true }}
        save={(values) => monitoring.mutateAsync(values)}
        saved={() => 'saved'}
        test={{
          label: 'Test connection',
          run: monitoringTest,
          outcome: (result) => <TestOutcome result={result} />,
        }}
      />
      <QueryState query={partner} what="The partner programme settings">
        {(settings) => (
          <IntegrationForm<PartnerSettings, PartnerSettings, never>
            key={JSON.stringify(settings)}
            id="integration-partner"
            title="Partner programme"
            intro="How the reseller bills this tenant."
            spec={PARTNER_SPEC}
            fields={[
              { name: 'partnerName', control: 'text' },
              { name: 'markupPercent', control: 'number', step: 0.1, maximumFractionDigits: 2 },
              { name: 'billingDay', control: 'number' },
              { name: 'currency', control: 'text' },
            ]}
            initial={settings}
            save={(values) => partnerSave.mutateAsync(values)}
            saved={() => 'saved'}
          >
            <PartnerCustomerSettings />
          </IntegrationForm>
        )}
      </QueryState>
      <IntegrationForm<IntegrationSettings, unknown, ConnectionTest>
        id="integration-partner-app"
        title="Partner programme application"
        intro="The application the portal signs in with to the partner programme. The secret is stored and never shown again."
        spec={INTEGRATION_SPEC}
        fields={[
          { name: 'applicationId', control: 'text' },
          { name: 'applicationSecret', control: 'text' },
          { name: 'partnerTenantId', control: 'text' },
        ]}
        initial={{ applicationId: '', applicationSecret: '', partnerTenantId: '' }}
        save={(values) => partnerApp.mutateAsync(values)}
        saved={() => 'saved'}
        test={{
          label: 'Test connection',
          run: partnerAppTest,
          outcome: (result) => <TestOutcome result={result} />,
        }}
      />
      <PartnerSync />
      <AdminActions />
    </>
  );
}

/** Partner sync: clean or reload the core data; the job's state in words. */
function PartnerSync() {
  const { toasts } = usePortal();
  const run = usePartnerSync({
    onError: (error) =>
      showToast(toasts, {
        variant: 'error',
        title: 'The sync did not start',
        description: refusalMessage(error),
      }),
  });
  return (
    <Card title="Partner sync" layout="stacked">
      <p>Clean removes the synchronised partner data; core reloads customers, subscriptions and prices.</p>
      <div className={styles.row}>
        <ActionButton isDisabled={run.isPending} onPress={() => run.mutate('clean')}>
          Run clean sync
        </ActionButton>
        <ActionButton isDisabled={run.isPending} onPress={() => run.mutate('core')}>
          Run core sync
        </ActionButton>
      </div>
      <div role="status">
        {run.data ? (
          <p>
            The {run.data.kind} sync {run.data.status === 'failed' ? 'failed' : `is ${run.data.status}`}{' '}
            (started {dateTime(run.data.startedAt)}).
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * A small action with labelled text fields (and a flag): the button stays off until every
 * required field has text, and the outcome, or why it failed, stays in words under it.
 */
type ActionValues = Record<string, string | boolean>;

/** The form spec of an admin action: its text fields (required or not) and its flag, if any. */
function actionSpec(fields: readonly ActionField[], flag: string | undefined): FormSpec<ActionValues> {
  return {
    fields: Object.fromEntries([
      ...fields.map((field) => [field.name, { kind: 'text', label: field.label, required: field.required }]),
      ...(flag ? [[FLAG, { kind: 'boolean', label: flag }]] : []),
    ]),
  } as FormSpec<ActionValues>;
}

/** A text field of an admin action. */
interface ActionField {
  name: string;
  label: string;
  required?: boolean;
}

/** The name of an admin action's flag among its values. */
const FLAG = 'flag';

function ActionForm<R, I>(props: {
  id: string;
  title: string;
  intro: string;
  fields: readonly ActionField[];
  flag?: string;
  action: string;
  /** The action's mutation, and what it is given from the fields (trimmed) and the flag. */
  run: UseMutationResult<R, ApiError, I>;
  input: (values: Record<string, string>, flag: boolean) => I;
  outcome: (result: R) => ReactNode;
}) {
  // The kit's field renderer over the action's spec: the same fields, labels and checks as every form.
  const [spec] = useState(() => actionSpec(props.fields, props.flag));
  const [state, form] = useNewEntityForm<ActionValues>(
    spec,
    Object.fromEntries([
      ...props.fields.map((field) => [field.name, '']),
      ...(props.flag ? [[FLAG, false]] : []),
    ]),
  );
  const statusId = useId();
  const { run } = props;
  const fields: FormField<ActionValues>[] = [
    ...props.fields.map((field) => ({ name: field.name, control: 'text' as const })),
    ...(props.flag ? [{ name: FLAG, control: 'checkbox' as const }] : []),
  ];
  const start = () => {
    const texts = Object.fromEntries(
      props.fields.map((field) => [field.name, String(state.values[field.name] ?? '').trim()]),
    );
    run.mutate(props.input(texts, state.values[FLAG] === true));
  };
  const ready = props.fields.every(
    (field) => !field.required || String(state.values[field.name] ?? '').trim() !== '',
  );
  return (
    <Card title={props.title} layout="stacked" headingId={props.id}>
      <p>{props.intro}</p>
      <Form
        aria-labelledby={props.id}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) start();
        }}
      >
        <FormFields fields={fields} spec={spec} form={form} state={state} disabled={run.isPending} />
        <div className={ui.dialogActions}>
          <ActionButton
            type="submit"
            variant="primary"
            isDisabled={!ready || run.isPending}
            aria-describedby={statusId}
          >
            {run.isPending ? 'Working…' : props.action}
          </ActionButton>
        </div>
      </Form>
      <div id={statusId} role="status">
        {run.data !== undefined ? props.outcome(run.data) : null}
        {run.error ? <p className={ui.errorBox}>{refusalMessage(run.error)}</p> : null}
      </div>
    </Card>
  );
}

/** The fields naming a stored token: the resource, the scope and the key it is kept under. */
const TOKEN_KEY_FIELDS = [
  { name: 'resource', label: 'Resource', required: true },
  { name: 'scope', label: 'Scope', required: true },
  { name: 'keyName', label: 'Key name', required: true },
];
const tokenKey = (values: Record<string, string>) => ({
  resource: values.resource ?? '',
  scope: values.scope ?? '',
  keyName: values.keyName ?? '',
});

/** Partner customers secured, tenants activated and token credentials stored or checked. */
export function AdminActions() {
  const secure = useSecurePartnerCustomer();
  const activate = useActivateTenant();
  const credential = useStoreTokenCredential();
  const storeToken = useStoreM365UserToken();
  const checkToken = useCheckM365UserToken();
  return (
    <>
      <ActionForm
        id="admin-secure-customer"
        title="Secure a partner customer"
        intro="Applies the secure baseline (least-privilege delegated roles) to a customer of the partner programme."
        fields={[{ name: 'id', label: 'Customer id', required: true }]}
        action="Secure customer"
        run={secure}
        input={(values) => values.id ?? ''}
        outcome={(result) => (
          <p>
            Customer {result.id} {result.secured ? 'is secured' : 'is not secured'}
            {result.securedAt ? ` (since ${dateTime(result.securedAt)})` : ''}.
          </p>
        )}
      />
      <ActionForm
        id="admin-activate-tenant"
        title="Activate a tenant"
        intro="Activates a tenant on the portal, optionally accepting its terms."
        fields={[{ name: 'tenantId', label: 'Tenant id', required: true }]}
        flag="Accept the terms for the tenant"
        action="Activate tenant"
        run={activate}
        input={(values, acceptTerms) => ({ tenantId: values.tenantId ?? '', acceptTerms })}
        outcome={(result) => (
          <p>
            Tenant {result.tenantId} {result.activated ? 'is activated' : 'is not activated'}
            {result.activatedAt ? ` (since ${dateTime(result.activatedAt)})` : ''}.
          </p>
        )}
      />
      <ActionForm
        id="admin-token-credential"
        title="Token credential"
        intro="Stores the credential an integration signs in with; the secret never comes back."
        fields={TOKEN_KEY_FIELDS}
        action="Store credential"
        run={credential}
        input={tokenKey}
        outcome={(result) => (
          <p>
            {result.keyName}: {result.stored ? 'stored' : 'not stored'}
            {result.storedAt ? ` (${dateTime(result.storedAt)})` : ''}.
          </p>
        )}
      />
      <ActionForm
        id="admin-store-user-token"
        title="Store my delegated token"
        intro="Signs you in to the office suite in a new window and stores your delegated token under a key name and scope, for the integrations that act on your behalf."
        fields={TOKEN_KEY_FIELDS}
        action="Sign in and store token"
        run={storeToken}
        input={tokenKey}
        outcome={(result) => (
          <p>
            {result.keyName}: {result.stored ? 'your token is stored' : 'no token is stored'}
            {result.storedAt ? ` (${dateTime(result.storedAt)})` : ''}.
          </p>
        )}
      />
      <ActionForm
        id="admin-user-token"
        title="Delegated office suite token"
        intro="Whether a delegated token of the office suite is stored under a key name and scope."
        fields={[
          { name: 'keyName', label: 'Key name', required: true },
          { name: 'scope', label: 'Scope', required: true },
        ]}
        action="Check stored token"
        run={checkToken}
        input={(values) => ({ keyName: values.keyName ?? '', scope: values.scope ?? '' })}
        outcome={(result) => (
          <p>
            {result.keyName}:{' '}
            {result.stored
              ? `a token is stored${result.storedAt ? ` (${dateTime(result.storedAt)})` : ''}`
              : 'no token is stored'}
            .
          </p>
        )}
      />
    </>
  );
}
