import {
  type DataTag,
  OPERATION_CHANGES,
  OPERATION_READS,
  type OperationId,
} from '@portal/contracts/operations';

/** Per data tag, the operations that read it (the contract's x-reads). */
const READERS: ReadonlyMap<DataTag, readonly OperationId[]> = (() => {
  const readers = new Map<DataTag, OperationId[]>();
  for (const [id, tags] of Object.entries(OPERATION_READS) as [OperationId, readonly DataTag[]][])
    for (const tag of tags) readers.set(tag, [...(readers.get(tag) ?? []), id]);
  return readers;
})();

const stale = new Map<OperationId, ReadonlySet<OperationId>>();

/**
 * The reads a write's success makes stale: every operation that reads (x-reads) a data tag the
 * write changes (x-changes), from the contract alone. Empty for a read, and for a write that
 * changes nothing the portal reads.
 */
export function readsMadeStaleBy(write: OperationId): ReadonlySet<OperationId> {
  let reads = stale.get(write);
  if (!reads) {
    reads = new Set((OPERATION_CHANGES[write] ?? []).flatMap((tag) => READERS.get(tag) ?? []));
    stale.set(write, reads);
  }
  return reads;
}
