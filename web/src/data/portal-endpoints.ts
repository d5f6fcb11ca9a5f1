import { endpoint } from './endpoint.ts';

/**
 * What the frame reads and changes (the shell, the pages, the sign-in and session screens), and
 * what features share with it: the portal settings, the branding and the account.
 */
export const portalApi = {
  /** The portal settings of the tenant: one cache entry, which the settings screens refresh after a change. */
  settings: endpoint('settings', 'get'),
  /** Whether the tenant is branded (its logo, short logo and icon are files). */
  branding: endpoint('settings', 'branding'),
  /** A stored file's bytes (the branding images). */
  fileContent: endpoint('settings', 'fileContent'),
  tenants: endpoint('account', 'tenants'),
  whois: endpoint('account', 'whois'),
  cspCustomerSettings: endpoint('account', 'cspCustomerSettings'),
  featuresStatus: endpoint('account', 'featuresStatus'),
  acceptEula: endpoint('account', 'acceptEula'),
  breadcrumb: endpoint('portal', 'breadcrumb'),
  page: endpoint('portal', 'page'),
  lastAccessed: endpoint('portal', 'lastAccessed'),
  topAccessed: endpoint('portal', 'topAccessed'),
  submitFeedback: endpoint('portal', 'submitFeedback'),
  customReportSettings: endpoint('reports', 'customReportSettings'),
} as const;

/** The files keys of branding: the logo, the short logo of the collapsed side menu, the favicon. */
export const BRANDING_FILES = {
  logo: 'branding-logo',
  shortLogo: 'branding-short-logo',
  icon: 'branding-icon',
} as const;

/** The signed-in user's scheduled e-mails of screens and saved views, and the e-mails' unsubscribe link. */
export const scheduledMailApi = {
  list: endpoint('subscriptions', 'list'),
  create: endpoint('subscriptions', 'create'),
  remove: endpoint('subscriptions', 'remove'),
  send: endpoint('subscriptions', 'send'),
  describeUnsubscribe: endpoint('subscriptions', 'describeUnsubscribe'),
  unsubscribe: endpoint('subscriptions', 'unsubscribe'),
} as const;
