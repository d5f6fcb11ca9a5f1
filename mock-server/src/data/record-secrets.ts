/**
 * A key rotation's second half (docs/pipelines.md): every secret of a kind of tenant record sealed
 * with a previous key, sealed again with the current one. A secret that opens with no key this
 * instance has is left as it is (what uses it says so).
 */
import type { SealedSecret, SecretBox } from '../secrets/secret-box.ts';
import { SecretKeyError } from '../secrets/secret-box.ts';
import type { DataAccess } from './data-access.ts';

/** Reseals the `sealedSecret` of every record of `kind` in the tenant; answers how many. */
export async function resealRecordSecrets(
  data: DataAccess,
  box: SecretBox,
  tenantId: string,
  kind: string,
  contextOf: (recordId: string) => string,
): Promise<number> {
  let resealed = 0;
  for (const record of await data.records.list<{ sealedSecret?: SealedSecret }>(tenantId, kind)) {
    const sealed = record.data.sealedSecret;
    if (!sealed || !box.isStale(sealed)) continue;
    let fresh: SealedSecret;
    try {
      fresh = box.reseal(sealed, contextOf(record.id));
    } catch (error) {
      if (error instanceof SecretKeyError) continue;
      throw error;
    }
    // The record keeps its time of change: a rotation is no edit.
    await data.records.update(
      tenantId,
      kind,
      record.id,
      { ...record.data, sealedSecret: fresh },
      new Date(record.updatedAt),
    );
    resealed += 1;
  }
  return resealed;
}
