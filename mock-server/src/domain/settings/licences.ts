/** The tenant's licences: switching one on (dated now) or off. */
import type { DataAccess } from '../../data/data-access.ts';
import type { Licence } from '../../data/licence-repository.ts';
import { DomainError } from '../domain-error.ts';

/**
 * Switches the tenant's licence `key` on or off, in one transaction, and answers it as it is now;
 * a licence the tenant does not have is not found.
 */
export async function switchLicence(
  data: DataAccess,
  tenantId: string,
  key: string,
  active: boolean,
  now: Date,
): Promise<Licence> {
  const changed = await data.transaction((tx) =>
    tx.licences.setActive(tenantId, key, active, active ? now.toISOString() : null),
  );
  const licence = changed
    ? (await data.licences.list(tenantId)).find((l) => l.licenceKey === key)
    : undefined;
  if (!licence) throw DomainError.notFound(`Licence ${key} does not exist.`);
  return licence;
}
