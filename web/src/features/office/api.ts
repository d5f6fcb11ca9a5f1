import { endpoint } from '../../data/endpoint.ts';

/**
 * What the office-suite screens read, each an endpoint of the contract (keyed `[operationId, args]`
 * in the request layer). The office screens change nothing.
 */
export const officeApi = {
  /** Users with their licences and activity (paged on the server). */
  users: endpoint('office', 'users'),
  /** Seats per licence with the waste priced. */
  licences: endpoint('office', 'licences'),
  groups: endpoint('office', 'groups'),
  devices: endpoint('office', 'devices'),
  /** Team calls and meetings (paged on the server). */
  calls: endpoint('office', 'calls'),
  /** Daily activity of a workload over a number of days. */
  usage: endpoint('office', 'usage'),
  joinersLeavers: endpoint('office', 'joinersLeavers'),
  sharingSettings: endpoint('office', 'sharingSettings'),
  /** Third-party apps with consent (paged on the server). */
  apps: endpoint('office', 'apps'),
} as const;
