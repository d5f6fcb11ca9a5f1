import { TENANTS } from '../../mock-server/src/seed/seed.ts';

const contoso = TENANTS.find((tenant) => tenant.id === 'contoso');
if (!contoso) throw new Error('the seed has no Contoso tenant');

/**
 * Contoso's session timeout as the seed writes it (its idle minutes), in milliseconds: the idle
 * journeys reach it on the page's fake clock. The e2e backends keep the tenant's own timeout, so
 * that no step a slow machine takes over a minute for ever meets the warning.
 */
export const CONTOSO_IDLE_MS = contoso.settings.uiSessionTimeout * 60_000;
