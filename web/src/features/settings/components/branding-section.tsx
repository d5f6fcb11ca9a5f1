import { type FieldSpec, type FormSpec, formatBytes, saveFailureMessage } from '@portal/hooks/forms';
import { useNewEntityForm } from '@portal/hooks/react';
import type { PortalSettings, StoredFile } from '@portal/sdk';
import { useEffect, useId, useMemo, useState } from 'react';
import { FileTrigger, Form, Switch } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { BRANDING_FILES } from '../../../data/portal-endpoints.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import * as drawer from '../../../ui/drawer.css.ts';
import * as crud from '../../../ui/form/fields.css.ts';
import { errorMessage, QueryState } from '../../../ui/query-state.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { showToast } from '../../../ui/toasts.tsx';
import { settingsApi, useResetBranding, useSetPoweredByHidden, useUploadFile } from '../api.ts';
import { FILE_MAX_BYTES, FILE_TYPES, withMediaType } from './files-section.tsx';
import * as css from './settings-sections.css.ts';

/** Logos and favicons: the image types of the files the backend stores, within its size limit. */
export const BRANDING_MAX_BYTES = FILE_MAX_BYTES;
export const BRANDING_TYPES = FILE_TYPES.filter((type) => type.startsWith('image/'));
type Slot = keyof typeof BRANDING_FILES;
type BrandingValues = Record<Slot, File | undefined>;

const SLOTS: {
  slot: Slot;
  label: string;
  hint: string;
  fallback: (s: PortalSettings | undefined) => string;
}[] = [
  {
    slot: 'logo',
    label: 'Logo',
    hint: 'At the top of the side menu, up to 160 px wide.',
    fallback: (s) => s?.logoNormal ?? '/media/logo.svg',
  },
  {
    slot: 'shortLogo',
    label: 'Short logo',
    hint: 'When the side menu is collapsed to icons, up to 55 px wide.',
    fallback: (s) => s?.logoShort ?? '/media/logo-short.svg',
  },
  {
    slot: 'icon',
    label: 'Favicon',
    hint: 'In the browser tab; a square image.',
    fallback: (s) => s?.favIcon ?? '/favicon.svg',
  },
];

const fileRule = (label: string): FieldSpec<BrandingValues> => ({
  kind: 'file',
  label,
  // The contract's upload limits, narrowed to the image types a logo or favicon can be.
  accept: BRANDING_TYPES,
  maxBytes: BRANDING_MAX_BYTES,
});

export const BRANDING_SPEC: FormSpec<BrandingValues> = {
  fields: { logo: fileRule('Logo'), shortLogo: fileRule('Short logo'), icon: fileRule('Favicon') },
};

const BLANK: BrandingValues = { logo: undefined, shortLogo: undefined, icon: undefined };

/** An object URL for the blob while it is shown. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * Branding of the tenant: logo, short logo and favicon uploaded through the files API, each checked
 * here (PNG, JPEG, SVG or ICO, at most 5 MiB) and previewed before it is saved; a reset to the
 * defaults that deletes them; and whether the 'Powered by' footer shows. The frame shows a change
 * at once: each upload or delete makes the branding and the files' bytes it reads stale.
 */
export function BrandingSection() {
  const stored = useApiQuery(settingsApi.files, [{ search: 'branding-', limit: 100 }]);
  const current = useMemo(() => {
    const byId = new Map((stored.data?.items ?? []).map((file) => [file.id, file]));
    return Object.fromEntries(SLOTS.map(({ slot }) => [slot, byId.get(BRANDING_FILES[slot])])) as Record<
      Slot,
      StoredFile | undefined
    >;
  }, [stored.data]);

  return (
    <Card title="Branding" layout="stacked">
      <p>
        Your logo, short logo and favicon replace the portal's in the side menu and the browser tab for
        everyone in the tenant. PNG, JPEG, SVG or ICO images of at most {formatBytes(BRANDING_MAX_BYTES)}.
      </p>
      <QueryState query={stored} what="The branding files">
        {() => <BrandingForm current={current} />}
      </QueryState>
      <FooterSwitch />
    </Card>
  );
}

function BrandingForm({ current }: { current: Record<Slot, StoredFile | undefined> }) {
  const { toasts } = usePortal();
  const upload = useUploadFile();
  const [state, form] = useNewEntityForm(BRANDING_SPEC, BLANK);
  const [confirming, setConfirming] = useState(false);
  const custom = SLOTS.filter(({ slot }) => current[slot] !== undefined);
  const chosen = SLOTS.filter(({ slot }) => state.values[slot] !== undefined);

  const save = async () => {
    const outcome = await form.submit(async (values) => {
      // Each upload is read again as it is stored: whatever was stored shows, even when a later
      // upload fails.
      for (const { slot } of SLOTS) {
        const file = values[slot];
        if (file) await upload.mutateAsync({ key: BRANDING_FILES[slot], file });
      }
    });
    if (outcome.ok) {
      form.reset(BLANK);
      showToast(toasts, {
        variant: 'success',
        title: 'Branding saved',
        description: 'The new images show now.',
      });
    } else if (outcome.reason === 'failed') {
      showToast(toasts, {
        variant: 'error',
        title: 'The branding was not saved',
        description: 'Your chosen images are kept; try again.',
      });
    }
  };

  const reset = useResetBranding({
    onSuccess: () => {
      setConfirming(false);
      form.reset(BLANK);
      showToast(toasts, {
        variant: 'success',
        title: 'Branding reset',
        description: 'The defaults show again.',
      });
    },
  });

  return (
    <Form
      aria-label="Branding images"
      validationBehavior="aria"
      aria-busy={state.submitting}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {state.generalError ? (
        <p role="alert" className={ui.errorBox}>
          {state.generalError}
        </p>
      ) : null}
      <div className={css.slots}>
        {SLOTS.map((entry) => (
          <ImageSlot
            key={entry.slot}
            {...entry}
            current={current[entry.slot]}
            chosen={state.values[entry.slot]}
            error={state.errors[entry.slot]}
            disabled={state.submitting}
            onChoose={(file) => {
              form.setValue(entry.slot, file);
              form.touch(entry.slot);
            }}
          />
        ))}
      </div>
      <div className={css.actions}>
        <ActionButton
          type="submit"
          variant="primary"
          isDisabled={chosen.length === 0 || !state.valid || state.submitting}
        >
          {state.submitting ? 'Saving…' : 'Save branding'}
        </ActionButton>
        <ActionButton isDisabled={chosen.length === 0 || state.submitting} onPress={() => form.reset(BLANK)}>
          Discard chosen images
        </ActionButton>
        <ActionButton
          isDisabled={custom.length === 0 || state.submitting}
          onPress={() => {
            reset.reset();
            setConfirming(true);
          }}
        >
          Reset to defaults
        </ActionButton>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Reset the branding?"
          confirmLabel="Reset to defaults"
          busyLabel="Resetting…"
          busy={reset.isPending}
          error={
            reset.isError ? saveFailureMessage(reset.error).replace(/^Not saved: /, 'Not reset: ') : undefined
          }
          onConfirm={() => reset.mutate(custom.map(({ slot }) => BRANDING_FILES[slot]))}
          onCancel={() => setConfirming(false)}
        >
          <p>
            The {custom.map((entry) => entry.label.toLowerCase()).join(', ')} you uploaded will be deleted and
            the portal's defaults show again. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </Form>
  );
}

function ImageSlot({
  slot,
  label,
  hint,
  fallback,
  current,
  chosen,
  error,
  disabled,
  onChoose,
}: (typeof SLOTS)[number] & {
  current: StoredFile | undefined;
  chosen: File | undefined;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File) => void;
}) {
  const settings = useApiQuery(settingsApi.settings, []);
  const content = useApiQuery(settingsApi.fileContent, [BRANDING_FILES[slot]], {
    enabled: current !== undefined,
  });
  const currentUrl = useObjectUrl(current ? content.data : undefined);
  // A chosen file that is not an image of ours is never shown, only named.
  const preview = useObjectUrl(chosen && !error ? chosen : undefined);
  const titleId = useId();
  const errorId = useId();
  const imageClass = css.previewImage[slot];
  return (
    <fieldset className={css.slot} aria-labelledby={titleId} aria-describedby={error ? errorId : undefined}>
      <h3 id={titleId} className={css.slotTitle}>
        {label}
      </h3>
      <span className={css.caption}>{hint}</span>
      <div className={css.previews}>
        <figure className={css.figure}>
          <div className={css.previewBox}>
            {current && !currentUrl ? (
              <span className={css.caption}>Loading…</span>
            ) : (
              <img
                src={currentUrl ?? fallback(settings.data)}
                alt={`Current ${label.toLowerCase()}`}
                className={imageClass}
              />
            )}
          </div>
          <figcaption className={css.caption}>
            {current
              ? `Yours: ${current.name}, ${formatBytes(current.size)}, ${dateTime(current.uploadedAt)}`
              : 'The default'}
          </figcaption>
        </figure>
        {preview && chosen ? (
          <figure className={css.figure}>
            <div className={css.previewBox}>
              <img src={preview} alt={`New ${label.toLowerCase()} (not saved yet)`} className={imageClass} />
            </div>
            <figcaption className={css.caption}>
              New: {chosen.name}, {formatBytes(chosen.size)}
            </figcaption>
          </figure>
        ) : null}
      </div>
      <FileTrigger
        acceptedFileTypes={[...BRANDING_TYPES, '.png', '.jpg', '.jpeg', '.svg', '.ico']}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) onChoose(withMediaType(file));
        }}
      >
        <ActionButton isDisabled={disabled}>Choose {label.toLowerCase()}…</ActionButton>
      </FileTrigger>
      {error ? (
        <p id={errorId} role="alert" className={crud.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Whether the 'Powered by' footer of the side menu shows (the plgDisabled setting). */
function FooterSwitch() {
  const { toasts } = usePortal();
  const settings = useApiQuery(settingsApi.settings, []);
  // The settings after the change are kept at once, and read again, for the frame.
  const change = useSetPoweredByHidden({
    onSuccess: (next) => {
      showToast(toasts, {
        variant: 'success',
        title: next.plgDisabled ? "'Powered by' hidden" : "'Powered by' shown",
      });
    },
  });
  return (
    <div className={css.receipt}>
      <h3 className={css.slotTitle}>Side menu footer</h3>
      <QueryState query={settings} what="The portal settings">
        {(current) => (
          <>
            <Switch
              className={drawer.switchControl}
              isSelected={change.isPending ? !change.variables : !current.plgDisabled}
              // Never disabled while saving: the focus stays on it (a change meanwhile is ignored).
              onChange={(show) => !change.isPending && change.mutate(!show)}
            >
              <span className={drawer.track} aria-hidden="true">
                <span className={drawer.thumb} />
              </span>
              Show 'Powered by' in the side menu
            </Switch>
            {change.isError ? (
              <p role="alert" className={ui.errorBox}>
                Not changed: {errorMessage(change.error)}
              </p>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
