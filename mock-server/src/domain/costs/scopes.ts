/**
 * The cost scopes every surface names the same way (the API, the screens, the report pages, the
 * CSV exports and the assistant): the office suite is the one service its seats are billed under;
 * Azure is every other service of the cost data.
 */

/** The service the office suite's seats and licences are billed under in the cost data. */
export const OFFICE_SUITE_SERVICE = 'Microsoft 365';

/** 'all': Azure and Microsoft 365; 'azure': every service but Microsoft 365; 'm365': Microsoft 365 only. */
export type CostScope = 'all' | 'azure' | 'm365';

/** What each scope is called wherever a figure of it is shown. */
export const COST_SCOPE_NAMES: Record<CostScope, string> = {
  all: 'Azure and Microsoft 365',
  azure: 'Azure',
  m365: 'Microsoft 365',
};

/** Whether a service's cost counts in a scope (rows without a service count in Azure's). */
export function inScope(scope: CostScope, service: string | null): boolean {
  if (scope === 'all') return true;
  return scope === 'm365' ? service === OFFICE_SUITE_SERVICE : service !== OFFICE_SUITE_SERVICE;
}

/** The services of `services` a scope counts; undefined for no filter at all (every service). */
export function scopeServices(scope: CostScope, services: readonly string[]): string[] | undefined {
  return scope === 'all' ? undefined : services.filter((service) => inScope(scope, service));
}
