import type {
  ApiError,
  License,
  PermissionCheck,
  SyncJob,
  TokenCredentialRequest,
  TokenCredentialStatus,
  UploadProgress,
} from '@portal/sdk';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { withOfficeToken } from '../../auth/office-token.ts';
import { type ApiMutationOptions, useApiMutation } from '../../data/api-query.ts';
import { type ArgsOf, type Endpoint, endpoint, keyOf } from '../../data/endpoint.ts';
import { portalApi } from '../../data/portal-endpoints.ts';
import { usePortal } from '../../lib/portal-context.tsx';
import { useSessionState } from '../../lib/use-session.ts';

/**
 * What the settings dashboard reads, each an endpoint of the contract (keyed `[operationId, args]`
 * in the request layer). The portal settings, the branding, the account and the tenants are the
 * frame's endpoints too: one cache entry each, shared with the shell.
 */
export const settingsApi = {
  /** The portal settings (getPortalSettings): the frame reads the same entry. */
  settings: portalApi.settings,
  whois: portalApi.whois,
  tenants: portalApi.tenants,
  featuresStatus: portalApi.featuresStatus,
  cspCustomerSettings: portalApi.cspCustomerSettings,
  customReports: endpoint('reports', 'customReports'),
  customDashboards: endpoint('reports', 'customDashboards'),
  tagCoverage: endpoint('settings', 'tagCoverage'),
  systemMessages: endpoint('settings', 'systemMessages'),
  partner: endpoint('settings', 'partner'),
  /** The office suite integration: what is read, its application (the secret never, whether one is stored). */
  office365: endpoint('settings', 'office365'),
  licences: endpoint('settings', 'licences'),
  activatedLicences: endpoint('settings', 'activatedLicences'),
  licenceDefinitions: endpoint('settings', 'licenceDefinitions'),
  featureState: endpoint('settings', 'featureState'),
  extraFeatures: endpoint('settings', 'extraFeatures'),
  reportFeatures: endpoint('settings', 'reportFeatures'),
  focusImports: endpoint('settings', 'focusImports'),
  /** The rates money figures convert with: the loaded ECB rates or the fixed set. */
  exchangeRates: endpoint('settings', 'exchangeRates'),
  /** The stored files, paged on the server. */
  files: endpoint('settings', 'files'),
  /** One stored file's description, by its key. */
  file: endpoint('settings', 'file'),
  /** A stored file's bytes (the branding images too: the frame reads the same entries). */
  fileContent: portalApi.fileContent,
  branding: portalApi.branding,
} as const;

/** What the settings change: the contract says which reads each makes stale (x-changes). */
const changes = {
  updateGeneral: endpoint('settings', 'updateGeneral'),
  sendEmailNotification: endpoint('account', 'sendEmailNotification'),
  importFocus: endpoint('settings', 'importFocus'),
  loadExchangeRates: endpoint('settings', 'loadExchangeRates'),
  clearExchangeRates: endpoint('settings', 'clearExchangeRates'),
  uploadFile: endpoint('settings', 'uploadFile'),
  deleteFile: endpoint('settings', 'deleteFile'),
  testAccess: endpoint('settings', 'testAccess'),
  testTagAccess: endpoint('settings', 'testTagAccess'),
  updateOffice365: endpoint('settings', 'updateOffice365'),
  testOffice365Permissions: endpoint('settings', 'testOffice365Permissions'),
  addOffice365Permissions: endpoint('settings', 'addOffice365Permissions'),
  updateEnterpriseAgreement: endpoint('settings', 'updateEnterpriseAgreement'),
  resetEnterpriseAgreement: endpoint('settings', 'resetEnterpriseAgreement'),
  updateMonitoring: endpoint('settings', 'updateMonitoring'),
  testMonitoring: endpoint('settings', 'testMonitoring'),
  testOffice365Connection: endpoint('settings', 'testOffice365Connection'),
  updatePartner: endpoint('settings', 'updatePartner'),
  updatePartnerIntegration: endpoint('settings', 'updatePartnerIntegration'),
  testPartnerIntegration: endpoint('settings', 'testPartnerIntegration'),
  partnerSyncClean: endpoint('settings', 'partnerSyncClean'),
  partnerSyncCore: endpoint('settings', 'partnerSyncCore'),
  securePartnerCustomer: endpoint('settings', 'securePartnerCustomer'),
  activateTenant: endpoint('settings', 'activateTenant'),
  storeTokenCredential: endpoint('settings', 'storeTokenCredential'),
  m365UserToken: endpoint('settings', 'm365UserToken'),
  storeM365UserToken: endpoint('settings', 'storeM365UserToken'),
  activateLicence: endpoint('settings', 'activateLicence'),
  deactivateLicence: endpoint('settings', 'deactivateLicence'),
  activateFeatures: endpoint('settings', 'activateFeatures'),
} as const;

/** A mutation's own options: its arguments are the hook's (what it makes stale, the contract's). */
type Options<E extends Endpoint, V> = Omit<ApiMutationOptions<E, V>, 'args'>;

// ------------------------------------------------------------------------------------ general

/** Saves the general settings; the frame reads the product name and the session timeout from them. */
export function useSaveGeneralSettings() {
  return useApiMutation<typeof changes.updateGeneral, ArgsOf<typeof changes.updateGeneral>[0]>(
    changes.updateGeneral,
    { args: (body) => [body] },
  );
}

/**
 * Shows or hides the 'Powered by' footer of the side menu (the plgDisabled setting); the answer is
 * the settings after the change, kept at once for the frame.
 */
export function useSetPoweredByHidden(options: Options<typeof changes.updateGeneral, boolean> = {}) {
  const queries = useQueryClient();
  return useApiMutation<typeof changes.updateGeneral, boolean>(changes.updateGeneral, {
    ...options,
    args: (plgDisabled) => [{ plgDisabled }],
    onSuccess: async (next, ...rest) => {
      queries.setQueryData(keyOf(settingsApi.settings, []), next);
      await options.onSuccess?.(next, ...rest);
    },
  });
}

// ------------------------------------------------------------------------------- notification

/** Queues an e-mail notification in the outbox; nothing the portal reads changes. */
export function useSendNotification() {
  return useApiMutation<
    typeof changes.sendEmailNotification,
    ArgsOf<typeof changes.sendEmailNotification>[0]
  >(changes.sendEmailNotification, { args: (body) => [body] });
}

// --------------------------------------------------------------------------------- cost data

/** Imports a FOCUS export: the imports' list and every cost figure may change. */
/** A FOCUS export to import, and who is told how much of it has been sent. */
export interface FocusUpload {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

export function useImportFocus(options: Options<typeof changes.importFocus, FocusUpload> = {}) {
  return useApiMutation<typeof changes.importFocus, FocusUpload>(changes.importFocus, {
    ...options,
    args: ({ file }) => [file, file.name],
    callOptions: ({ onProgress }) => (onProgress ? { onUploadProgress: onProgress } : {}),
  });
}

/** Loads the ECB reference rates CSV: every converted figure is read again. */
export function useLoadExchangeRates(
  options: Options<typeof changes.loadExchangeRates, { file: File }> = {},
) {
  return useApiMutation<typeof changes.loadExchangeRates, { file: File }>(changes.loadExchangeRates, {
    ...options,
    args: ({ file }) => [file, file.name],
  });
}

/** Removes the loaded rates: figures convert at the fixed set again. */
export function useClearExchangeRates(options: Options<typeof changes.clearExchangeRates, void> = {}) {
  return useApiMutation<typeof changes.clearExchangeRates, void>(changes.clearExchangeRates, {
    ...options,
    args: () => [],
  });
}

// ------------------------------------------------------------------------------------- files

/** Stores a file under its key (replacing one stored under it). */
export function useUploadFile() {
  return useApiMutation<typeof changes.uploadFile, { key: string; file: File }>(changes.uploadFile, {
    args: ({ key, file }) => [key, file, file.name],
  });
}

/** Deletes the stored file with this id. */
export function useDeleteFile<V extends { id: string }>(options: Options<typeof changes.deleteFile, V> = {}) {
  return useApiMutation<typeof changes.deleteFile, V>(changes.deleteFile, {
    ...options,
    args: ({ id }) => [id],
  });
}

/**
 * Deletes the branding files with these keys, one after the other; what each delete changes is
 * read again after it, so whatever was deleted shows even when a later delete fails.
 */
export function useResetBranding(options: UseMutationOptions<void, ApiError, readonly string[]> = {}) {
  const remove = useDeleteFile<{ id: string }>();
  const { mutateAsync } = remove;
  return useMutation<void, ApiError, readonly string[]>({
    ...options,
    mutationFn: async (keys) => {
      for (const id of keys) await mutateAsync({ id });
    },
  });
}

// ------------------------------------------------------------------------------------ access

/** Tests the portal's access: a check, it changes nothing. */
export function useTestAccess() {
  return useApiMutation<typeof changes.testAccess, void>(changes.testAccess, {
    args: () => [],
  });
}

/** Tests the access to the resources' tags: a check, it changes nothing. */
export function useTestTagAccess() {
  return useApiMutation<typeof changes.testTagAccess, void>(changes.testTagAccess, {
    args: () => [],
  });
}

// ------------------------------------------------------------------------------ integrations

/**
 * The office suite's integration: whether it is read, its reports de-identified (the features
 * status says so) and its usage period; the suite's data is read under them.
 */
export function useSaveOffice365() {
  return useApiMutation<typeof changes.updateOffice365, ArgsOf<typeof changes.updateOffice365>[0]>(
    changes.updateOffice365,
    { args: (body) => [body] },
  );
}

/** Checks the office suite's permissions (whatever the form holds): a check, it changes nothing. */
export function useTestOffice365Permissions<V = void>() {
  return useApiMutation<typeof changes.testOffice365Permissions, V>(changes.testOffice365Permissions, {
    args: () => [],
  });
}

/** Tests the office suite application with the values typed (the stored secret when none is): it changes nothing. */
export function useTestOffice365Connection<V>(
  toBody: (values: V) => ArgsOf<typeof changes.testOffice365Connection>[0],
) {
  return useApiMutation<typeof changes.testOffice365Connection, V>(changes.testOffice365Connection, {
    args: (values) => [toBody(values)],
  });
}

/** The user's delegated office suite token from the identity provider's popup, or the ApiError saying why not. */
function useOfficeToken(): () => Promise<string> {
  const { config } = usePortal();
  const { claims } = useSessionState();
  return async () => {
    const result = await withOfficeToken(config, claims?.sub ?? '', async (token) => ({
      ok: true as const,
      status: 200,
      data: token,
    }));
    if (!result.ok) throw result.error;
    return result.data;
  };
}

/**
 * Grants the permissions the check finds missing, with the user's delegated token: the suite then
 * answers what the granted permissions allow.
 */
export function useAddOffice365Permissions(
  options: UseMutationOptions<PermissionCheck, ApiError, void> = {},
) {
  const officeToken = useOfficeToken();
  const { mutateAsync } = useApiMutation(changes.addOffice365Permissions);
  return useMutation<PermissionCheck, ApiError, void>({
    ...options,
    mutationFn: async () => mutateAsync([await officeToken()]),
  });
}

/** The enterprise agreement's enrollment and key: stored, never read back. */
export function useSaveEnterpriseAgreement() {
  return useApiMutation<
    typeof changes.updateEnterpriseAgreement,
    ArgsOf<typeof changes.updateEnterpriseAgreement>[0]
  >(changes.updateEnterpriseAgreement, { args: (body) => [body] });
}

/** Removes the enterprise agreement's enrollment and key (the cost data imported stays). */
export function useResetEnterpriseAgreement(
  options: Options<typeof changes.resetEnterpriseAgreement, void> = {},
) {
  return useApiMutation<typeof changes.resetEnterpriseAgreement, void>(changes.resetEnterpriseAgreement, {
    ...options,
    args: () => [],
  });
}

/** The monitoring product's endpoint and key: stored, never read back. */
export function useSaveMonitoring() {
  return useApiMutation<typeof changes.updateMonitoring, ArgsOf<typeof changes.updateMonitoring>[0]>(
    changes.updateMonitoring,
    { args: (body) => [body] },
  );
}

/** Tests monitoring settings without saving them. */
export function useTestMonitoring() {
  return useApiMutation<typeof changes.testMonitoring, ArgsOf<typeof changes.testMonitoring>[0]>(
    changes.testMonitoring,
    { args: (body) => [body] },
  );
}

/**
 * The partner programme settings: read again after the change, and with them what is priced in
 * the tenant's currency (the partner settings name it).
 */
export function useSavePartner() {
  return useApiMutation<typeof changes.updatePartner, ArgsOf<typeof changes.updatePartner>[0]>(
    changes.updatePartner,
    { args: (body) => [body] },
  );
}

/** The partner programme application's credentials: stored, never read back. */
export function useSavePartnerIntegration() {
  return useApiMutation<
    typeof changes.updatePartnerIntegration,
    ArgsOf<typeof changes.updatePartnerIntegration>[0]
  >(changes.updatePartnerIntegration, { args: (body) => [body] });
}

/** Tests partner programme credentials without saving them. */
export function useTestPartnerIntegration() {
  return useApiMutation<
    typeof changes.testPartnerIntegration,
    ArgsOf<typeof changes.testPartnerIntegration>[0]
  >(changes.testPartnerIntegration, { args: (body) => [body] });
}

/** Starts a partner sync (clean or core); the job runs on, nothing read changes when it starts. */
export function usePartnerSync(options: UseMutationOptions<SyncJob, ApiError, 'clean' | 'core'> = {}) {
  const clean = useApiMutation(changes.partnerSyncClean).mutateAsync;
  const core = useApiMutation(changes.partnerSyncCore).mutateAsync;
  return useMutation<SyncJob, ApiError, 'clean' | 'core'>({
    ...options,
    mutationFn: (kind) => (kind === 'clean' ? clean([]) : core([])),
  });
}

/** Applies the secure baseline to a partner customer, by its id. */
export function useSecurePartnerCustomer() {
  return useApiMutation<typeof changes.securePartnerCustomer, string>(changes.securePartnerCustomer, {
    args: (id) => [id],
  });
}

/**
 * Activates a tenant (the backend only the signed-in one), optionally accepting its terms: the
 * account's onboarding and, with the terms, whether they are pending change.
 */
export function useActivateTenant() {
  return useApiMutation<typeof changes.activateTenant, ArgsOf<typeof changes.activateTenant>[0]>(
    changes.activateTenant,
    {
      args: (body) => [body],
    },
  );
}

/** Stores a token credential of an integration; nothing read shows it. */
export function useStoreTokenCredential() {
  return useApiMutation<typeof changes.storeTokenCredential, ArgsOf<typeof changes.storeTokenCredential>[0]>(
    changes.storeTokenCredential,
    { args: (body) => [body] },
  );
}

/** Whether a delegated office suite token is stored under a key name and scope, asked each time. */
export function useCheckM365UserToken() {
  return useApiMutation<typeof changes.m365UserToken, ArgsOf<typeof changes.m365UserToken>[0]>(
    changes.m365UserToken,
    { args: (query) => [query] },
  );
}

/** Signs the user in to the office suite and stores their delegated token under a key name and scope. */
export function useStoreM365UserToken() {
  const officeToken = useOfficeToken();
  const { mutateAsync } = useApiMutation(changes.storeM365UserToken);
  return useMutation<TokenCredentialStatus, ApiError, TokenCredentialRequest>({
    mutationFn: async (body) => mutateAsync([body, await officeToken()]),
  });
}

// -------------------------------------------------------------------------- licences and features

/** Activates or de-activates a licence by its key. */
export function useChangeLicence(
  options: UseMutationOptions<License, ApiError, { key: string; activate: boolean }> = {},
) {
  const activate = useApiMutation(changes.activateLicence).mutateAsync;
  const deactivate = useApiMutation(changes.deactivateLicence).mutateAsync;
  return useMutation<License, ApiError, { key: string; activate: boolean }>({
    ...options,
    mutationFn: ({ key, activate: on }) => (on ? activate([key]) : deactivate([key])),
  });
}

/** Activates and de-activates features (key → active); the features and what they unlock change. */
export function useActivateFeatures(
  options: Options<typeof changes.activateFeatures, Record<string, boolean>> = {},
) {
  return useApiMutation<typeof changes.activateFeatures, Record<string, boolean>>(changes.activateFeatures, {
    ...options,
    args: (chosen) => [{ features: Object.entries(chosen).map(([key, active]) => ({ key, active })) }],
  });
}
