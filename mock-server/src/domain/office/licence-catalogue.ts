/**
 * The licences the portal knows by their part number (Graph's `skuPartNumber`): the product name
 * Microsoft shows, the reseller's monthly list price per seat (micro-units of USD), whether it is a
 * Copilot licence and the workloads it includes. Graph's `subscribedSkus` names neither price nor
 * product: the connector takes them from here (or from the tenant's previous load), and the seed
 * writes its demo licences from it.
 */
import type { OfficeSkuData, Workload } from '../../data/office-records.ts';

export type CatalogueLicence = Omit<OfficeSkuData, 'purchased'>;

const units = (value: number) => Math.round(value * 1_000_000);

export const LICENCE_CATALOGUE: readonly CatalogueLicence[] = [
  {
    sku: 'SPE_E5',
    name: 'Microsoft 365 E5',
    copilot: false,
    unitPriceMicros: units(57),
    workloads: ['teams', 'mail', 'files'],
  },
  {
    sku: 'SPE_E3',
    name: 'Microsoft 365 E3',
    copilot: false,
    unitPriceMicros: units(36),
    workloads: ['teams', 'mail', 'files'],
  },
  {
    sku: 'SPB',
    name: 'Microsoft 365 Business Premium',
    copilot: false,
    unitPriceMicros: units(22),
    workloads: ['teams', 'mail', 'files'],
  },
  {
    sku: 'SPE_F3',
    name: 'Microsoft 365 F3',
    copilot: false,
    unitPriceMicros: units(8),
    workloads: ['teams', 'files'],
  },
  { sku: 'COPILOT', name: 'Microsoft 365 Copilot', copilot: true, unitPriceMicros: units(30), workloads: [] },
  { sku: 'POWER_BI_PRO', name: 'Power BI Pro', copilot: false, unitPriceMicros: units(14), workloads: [] },
  {
    sku: 'TEAMS_PHONE',
    name: 'Teams Phone Standard',
    copilot: false,
    unitPriceMicros: units(10),
    workloads: ['teams'],
  },
  { sku: 'VISIO_P2', name: 'Visio Plan 2', copilot: false, unitPriceMicros: units(15), workloads: [] },
];

/** The workload a Graph service plan belongs to (by its `servicePlanName`), if any. */
export function workloadOfPlan(servicePlanName: string): Workload | undefined {
  const name = servicePlanName.toUpperCase();
  if (name.startsWith('TEAMS') || name.startsWith('MCOEV') || name.startsWith('MCOSTANDARD')) return 'teams';
  if (name.startsWith('EXCHANGE')) return 'mail';
  if (name.startsWith('SHAREPOINT') || name.startsWith('ONEDRIVE')) return 'files';
  return undefined;
}
