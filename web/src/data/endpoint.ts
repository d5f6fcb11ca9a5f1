import {
  type ApiError,
  type ApiResult,
  argumentCount,
  type CallOptions,
  type MethodArgs,
  type MethodData,
  type OperationCall,
  type OperationId,
  PORTAL_API,
  type PortalClient,
} from '@portal/sdk';
import type { QueryKey } from '@tanstack/react-query';
import { resultData } from './query-client.ts';

type Table = typeof PORTAL_API;
/** The table's groups and, per group, the methods it binds from the contract (not the custom ones). */
type Group = keyof Table;
type BoundName<G extends Group> = {
  [M in keyof Table[G]]: Table[G][M] extends OperationCall ? M : never;
}[keyof Table[G]] &
  string;

/**
 * One call of the SDK as the data layer names it: the contract operation (the first part of every
 * query key, by which a write's success finds the answers it makes stale) and where the SDK binds
 * it. `Args` are the method's arguments before its call options, `Data` its success's data.
 */
export interface Endpoint<Args extends readonly unknown[] = readonly unknown[], Data = unknown> {
  readonly operation: OperationId;
  readonly group: string;
  readonly method: string;
  /** The number of arguments before the call options, so one left out still puts them last. */
  readonly arity: number;
  /** Types only: never set. */
  readonly types?: { args: Args; data: Data };
}

/** An endpoint's arguments and data, from its type. */
export type ArgsOf<E> = E extends Endpoint<infer A, unknown> ? A : never;
export type DataOfEndpoint<E> = E extends Endpoint<readonly unknown[], infer D> ? D : never;

/** The endpoint of the SDK's `group.method`, typed by the contract. */
export function endpoint<G extends Group, M extends BoundName<G>>(
  group: G,
  method: M,
): Endpoint<MethodArgs<Table[G][M]>, MethodData<Table[G][M]>> {
  const spec = (PORTAL_API[group] as Record<string, OperationCall>)[method] as OperationCall;
  return { operation: spec.operation, group, method, arity: argumentCount(spec) };
}

/** Arguments without the trailing ones left out: `[]` and `[undefined]` name the same data. */
function trimmed(args: readonly unknown[]): readonly unknown[] {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end -= 1;
  return args.slice(0, end);
}

/**
 * The request layer's key of an endpoint's answer: `[operationId, arguments]`. The tenant and user
 * are added once, by the query client's key hash (query-client.ts), not written into keys.
 */
export function keyOf<E extends Endpoint>(e: E, args: ArgsOf<E>): QueryKey {
  return [e.operation, trimmed(args)];
}

/** Calls an endpoint with the SDK: its arguments in place, then the call options. */
export function callEndpoint<E extends Endpoint>(
  api: PortalClient,
  e: E,
  args: ArgsOf<E>,
  options?: CallOptions,
): Promise<ApiResult<DataOfEndpoint<E>, number>> {
  const method = (api as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[e.group]?.[
    e.method
  ];
  if (!method) throw new Error(`The SDK has no ${e.group}.${e.method}`);
  const placed = [...args];
  placed.length = e.arity;
  const given = options && Object.values(options).some((value) => value !== undefined);
  return method(...placed, given ? options : undefined) as Promise<ApiResult<DataOfEndpoint<E>, number>>;
}

/** The answer's data, or the ApiError thrown: what TanStack Query expects of a query function. */
export function fetchEndpoint<E extends Endpoint>(
  api: PortalClient,
  e: E,
  args: ArgsOf<E>,
  options?: CallOptions,
): Promise<DataOfEndpoint<E>> {
  return resultData(callEndpoint(api, e, args, options));
}

export type { ApiError };
