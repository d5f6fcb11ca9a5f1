import { contractFields, type FormSpec } from '@portal/hooks/forms';
import { useNewEntityForm } from '@portal/hooks/react';
import { type GeneralSettings, GeneralSettingsRules, type PortalSettings } from '@portal/sdk';
import { Form } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { type FormField, FormFields } from '../../../ui/form/fields.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { showToast } from '../../../ui/toasts.tsx';
import { settingsApi, useSaveGeneralSettings } from '../api.ts';

type General = Required<Pick<GeneralSettings, 'productName' | 'uiSessionTimeout' | 'salesEmail' | 'eula'>>;

/** The general settings' form: the contract's rules (GeneralSettings) under the form's words. */
export const GENERAL_SPEC: FormSpec<General> = {
  fields: contractFields<General>(GeneralSettingsRules, {
    productName: { kind: 'text', label: 'Product name', required: true },
    uiSessionTimeout: { kind: 'number', label: 'Session timeout (minutes)', required: true },
    salesEmail: { kind: 'email', label: 'Sales e-mail', required: true },
    eula: {
      kind: 'text',
      label: 'Terms and conditions address',
      required: true,
      patternMessage: 'Enter a path on this site (starting with /) or an https:// address.',
    },
  }),
};

const FIELDS: FormField<General>[] = [
  { name: 'productName', control: 'text', description: 'Shown in the browser tab and on the sign-in page.' },
  {
    name: 'uiSessionTimeout',
    control: 'number',
    description: 'Idle minutes before users are asked whether they are still there.',
  },
  { name: 'salesEmail', control: 'text', type: 'email', description: 'Where questions about licences go.' },
  {
    name: 'eula',
    control: 'text',
    inputMode: 'url',
    description: 'The document users accept before they use the portal; the terms gate shows it as text.',
  },
];

/** General settings (GET and POST): the product's name, the session timeout and the sales address. */
export function GeneralSection() {
  const settings = useApiQuery(settingsApi.settings, []);
  return (
    <Card title="General" layout="stacked">
      <QueryState query={settings} what="The portal settings">
        {(data) => (
          <GeneralForm
            key={`${data.productName}|${data.uiSessionTimeout}|${data.salesEmail}|${data.eula}`}
            settings={data}
          />
        )}
      </QueryState>
    </Card>
  );
}

function GeneralForm({ settings }: { settings: PortalSettings }) {
  const { toasts } = usePortal();
  // The frame reads the product name and the session timeout from the same settings: they are read
  // again after a save.
  const saveGeneral = useSaveGeneralSettings();
  const [state, form] = useNewEntityForm(GENERAL_SPEC, {
    productName: settings.productName,
    uiSessionTimeout: settings.uiSessionTimeout,
    salesEmail: settings.salesEmail ?? '',
    eula: settings.eula ?? '',
  });
  const save = async () => {
    const outcome = await form.submit((values) => saveGeneral.mutateAsync(values));
    if (outcome.ok) {
      showToast(toasts, { variant: 'success', title: 'General settings saved' });
    } else if (outcome.reason === 'failed') {
      showToast(toasts, { variant: 'error', title: 'The general settings were not saved' });
    }
  };
  return (
    <Form
      aria-label="General settings"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={ui.muted}>Version {settings.productVersion}</p>
      <FormFields fields={FIELDS} spec={GENERAL_SPEC} form={form} state={state} disabled={state.submitting} />
      <div className={ui.dialogActions}>
        <ActionButton
          type="button"
          isDisabled={!state.dirty || state.submitting}
          onPress={() => form.reset()}
        >
          Undo changes
        </ActionButton>
        <ActionButton
          type="submit"
          variant="primary"
          isDisabled={!state.valid || !state.dirty || state.submitting}
        >
          {state.submitting ? 'Saving…' : 'Save'}
        </ActionButton>
      </div>
    </Form>
  );
}
