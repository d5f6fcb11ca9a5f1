import type { CommitmentContractRecord } from '../../data/cost-entity-repository.ts';
import type { CostRepository } from '../../data/cost-repository.ts';
import { attos, type EntityData, ratio, type Schemas, sums, total, USAGE } from '../costs/cost-sums.ts';

export const EMPTY_COMMITMENT_SUMMARY: Schemas['CommitmentPage']['summary'] = {
  purchase: '0.00',
  used: '0.00',
  unused: '0.00',
  utilisation: 0,
  savings: '0.00',
  coverage: 0,
};

/** A commitment with its figures over a range of days (atto-units), exactly, before rounding. */
export interface CommitmentItem {
  record: CommitmentContractRecord;
  service: string | null | undefined;
  purchase: bigint;
  used: bigint;
  unused: bigint;
  list: bigint;
  utilisation: number;
}

/**
 * The tenant's commitments (of one agreement or type when asked) with their purchase, used and
 * unused cost, the list cost of the usage they covered and their utilisation over the range.
 */
export async function commitmentItems(
  data: EntityData,
  tenantId: string,
  range: { from: number; to: number },
  filter: { agreement?: string | undefined; type?: string | undefined } = {},
): Promise<CommitmentItem[]> {
  const contracts = await data.costEntities.commitmentContracts(tenantId);
  const usage = new Map(
    (await data.costs.commitmentUsage(tenantId, range.from, range.to)).map((u) => [u.id, u]),
  );
  return contracts
    .filter(
      (c) =>
        (filter.agreement ? c.agreement === filter.agreement : true) &&
        (filter.type ? c.type === filter.type : true),
    )
    .map((c) => {
      const u = usage.get(c.id);
      const purchase = u?.purchaseAttos ?? 0n;
      const used = u?.usedAttos ?? 0n;
      const unused = u?.unusedAttos ?? 0n;
      const list = u?.coveredListAttos ?? 0n;
      return {
        record: c,
        service: u?.service,
        purchase,
        used,
        unused,
        list,
        utilisation: ratio(used, used + unused),
      };
    });
}

/** A commitment as the commitments page shows it, each amount rounded to the cent once. */
export function commitmentRow(i: CommitmentItem): Schemas['Commitment'] {
  return {
    id: i.record.id,
    name: i.record.name,
    type: i.record.type as Schemas['Commitment']['type'],
    agreement: i.record.agreement,
    sku: i.record.sku,
    ...(i.record.scope ? { scope: i.record.scope } : {}),
    term: i.record.term,
    starts: i.record.starts,
    expires: i.record.expires,
    autoRenew: i.record.autoRenew,
    purchase: attos(i.purchase),
    used: attos(i.used),
    unused: attos(i.unused),
    utilisation: i.utilisation,
    listCost: attos(i.list),
    savings: attos(i.list - i.used),
  };
}

/**
 * The summary of some commitments over the range: their purchase, used and unused cost, utilisation,
 * savings, and coverage (the covered usage's list cost against all usage of the services they cover).
 */
export async function commitmentSummary(
  costs: CostRepository,
  tenantId: string,
  range: { from: number; to: number },
  matching: readonly CommitmentItem[],
): Promise<Schemas['CommitmentPage']['summary']> {
  const add = (pick: (i: CommitmentItem) => bigint) => matching.reduce((sum, i) => sum + pick(i), 0n);
  const used = add((i) => i.used);
  const unused = add((i) => i.unused);
  const covered = add((i) => i.list);
  const services = [...new Set(matching.map((i) => i.service).filter((s): s is string => Boolean(s)))];
  const eligible =
    services.length === 0
      ? 0n
      : total(
          await sums(costs, tenantId, range, {
            metric: 'list',
            filters: { ...USAGE, service: services },
          }),
        );
  return {
    purchase: attos(add((i) => i.purchase)),
    used: attos(used),
    unused: attos(unused),
    utilisation: ratio(used, used + unused),
    savings: attos(covered - used),
    coverage: ratio(covered, eligible),
  };
}
