/**
 * The health of the cloud services a tenant uses: each service's status from its active incidents and
 * advisories, worst first.
 */
import type { components } from '@portal/contracts/openapi';

type Schemas = components['schemas'];

/** The office suite's services, which every tenant uses beside those in its cost data. */
export const OFFICE_SERVICES = [
  'Exchange Online',
  'Microsoft Teams',
  'SharePoint Online',
  'Microsoft Entra ID',
];

export const STATUS_RANK: Record<Schemas['ServiceStatus']['status'], number> = {
  outage: 0,
  degraded: 1,
  advisory: 2,
  operational: 3,
};

export function serviceStatuses(
  services: readonly string[],
  events: readonly Schemas['ServiceHealthEvent'][],
): Schemas['ServiceStatus'][] {
  const names = [...new Set([...services, ...events.map((e) => e.service)])];
  return names
    .map((service) => {
      const active = events.filter((e) => e.service === service && e.status === 'active');
      const incidents = active.filter((e) => e.type === 'incident');
      const advisories = active.filter((e) => e.type === 'advisory');
      const status: Schemas['ServiceStatus']['status'] = incidents.some((e) => e.impact === 'outage')
        ? 'outage'
        : incidents.length > 0
          ? 'degraded'
          : advisories.length > 0
            ? 'advisory'
            : 'operational';
      return { service, status, activeIncidents: incidents.length, activeAdvisories: advisories.length };
    })
    .sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || a.service.localeCompare(b.service));
}
