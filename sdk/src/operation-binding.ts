import type { OperationId } from '@portal/contracts/operations';
import type { ApiResult } from './api-error.ts';
import type { operations } from './generated/openapi.ts';
import type { UploadProgress } from './upload-fetch.ts';

/**
 * How a client method's arguments become its operation's request, in the order the method takes
 * them (the call options always come last):
 * - `body`: the JSON body;
 * - `body:<name>`: one property of the JSON body;
 * - `query`: the query parameters as one optional object;
 * - `query:<name>`: one query parameter;
 * - `path:<name>`: one path parameter;
 * - `header:<name>`: one request header;
 * - `file`: a multipart body's `file` part, given as two arguments, the file and its name.
 */
export type Arg =
  | 'body'
  | `body:${string}`
  | 'query'
  | `query:${string}`
  | `path:${string}`
  | `header:${string}`
  | 'file';

/** What one method of a client calls: its operation, its arguments and the request's constants. */
export interface OperationCall<
  Id extends OperationId = OperationId,
  A extends readonly Arg[] = readonly Arg[],
> {
  readonly operation: Id;
  readonly args: A;
  /** Query parameters the method always sends (the menu's `preview: false`). */
  readonly query?: Readonly<Record<string, unknown>>;
  /** The answer's body read as a Blob instead of JSON. */
  readonly parseAs?: 'blob';
  /** Sends and accepts cookies (the refresh cookie of the sign-in calls). */
  readonly credentials?: 'include';
  /** The request outlives the page that sent it (an audit event sent just before a navigation). */
  readonly keepalive?: true;
}

/** A method the table names but a function of the client implements (the sign-in, a document). */
export interface CustomCall<Id extends OperationId = OperationId> {
  readonly operation: Id;
  readonly custom: true;
}

/** A method of a client: named in the table, bound by `bindOperations`. */
export type MethodSpec = OperationCall | CustomCall;

/** What a table entry may add to its operation and arguments. */
type CallExtras = Omit<OperationCall, 'operation' | 'args'>;

/** A table entry: the method calls `operation` with `args` (see {@link Arg}) and `options`. */
export function call<
  Id extends OperationId,
  const A extends readonly Arg[] = [],
  const O extends CallExtras = Record<never, never>,
>(operation: Id, args?: A, options?: O): { readonly operation: Id; readonly args: A } & O {
  return { operation, args: (args ?? []) as A, ...(options ?? ({} as O)) };
}

/** A table entry whose method the client writes itself; the table still names its operation. */
export function custom<Id extends OperationId>(operation: Id): CustomCall<Id> {
  return { operation, custom: true };
}

// ------------------------------------------------------------------------------ the types

/** Per-call options every method takes last. */
export interface CallOptions {
  /** Aborts the call; the result is then a network error whose `isAborted` is true. */
  signal?: AbortSignal;
  /**
   * Told how much of the request's body has been sent, as it goes (an upload's progress): the
   * call then goes over XMLHttpRequest, which can tell, through the same token and retry rules.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

type Operation<Id extends OperationId> = Id extends keyof operations ? operations[Id] : never;
type Parameters_<Id extends OperationId> = Operation<Id> extends { parameters: infer P } ? P : never;
type PathOf<Id extends OperationId> = NonNullable<Parameters_<Id> extends { path?: infer P } ? P : never>;

/** The query of an operation, as the contract types it. */
export type QueryOf<Id extends OperationId> = NonNullable<
  Parameters_<Id> extends { query?: infer Q } ? Q : never
>;

/** The JSON body of an operation's request. */
export type BodyOf<Id extends OperationId> =
  Operation<Id> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;

/**
 * Statuses that are not errors of an operation. A 304 answers only an If-None-Match the browser's
 * HTTP cache sends, and the cache hands the page its stored 200 instead.
 */
type SuccessStatus = 200 | 201 | 202 | 204 | 300 | 304;

/** The error statuses an operation declares in the contract. */
export type ErrorStatusOf<Id extends OperationId> =
  Operation<Id> extends { responses: infer R } ? Exclude<Extract<keyof R, number>, SuccessStatus> : number;

/** The result type of an operation's call, with its declared error statuses. */
export type OperationResult<Id extends OperationId, T> = ApiResult<T, ErrorStatusOf<Id>>;

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Responses<Id extends OperationId> = Operation<Id> extends { responses: infer R } ? R : never;

/** The data of an operation's success: the JSON of its 2xx answers, nothing when none has a body. */
export type DataOf<Id extends OperationId> = [
  JsonOf<Responses<Id>[Extract<keyof Responses<Id>, 200 | 201 | 202>]>,
] extends [never]
  ? undefined
  : JsonOf<Responses<Id>[Extract<keyof Responses<Id>, 200 | 201 | 202>]>;

/** `undefined` where the contract's request body is optional (required: false): the call may send none. */
type OptionalBody<Id extends OperationId> =
  Operation<Id> extends { requestBody: unknown } ? never : undefined;

type ArgType<Id extends OperationId, A> = A extends 'body'
  ? BodyOf<Id> | OptionalBody<Id>
  : A extends `body:${infer K}`
    ? BodyOf<Id>[K & keyof BodyOf<Id>]
    : A extends `path:${infer K}`
      ? PathOf<Id>[K & keyof PathOf<Id>]
      : A extends `query:${infer K}`
        ? NonNullable<QueryOf<Id>[K & keyof QueryOf<Id>]>
        : A extends `header:${string}`
          ? string
          : never;

/** The query parameters a method's own arguments or constants set: left out of its query object. */
type SetQuery<A extends readonly Arg[], S> =
  | (S extends { query: infer F } ? keyof F : never)
  | (A[number] extends infer E ? (E extends `query:${infer K}` ? K : never) : never);

/** A method's arguments before its call options, from its table entry. */
type ArgList<
  Id extends OperationId,
  A extends readonly Arg[],
  Fixed extends PropertyKey,
> = A extends readonly [infer Head, ...infer Tail extends readonly Arg[]]
  ? Head extends 'file'
    ? [file: Blob, fileName: string, ...ArgList<Id, Tail, Fixed>]
    : Head extends 'query'
      ? [query?: Omit<QueryOf<Id>, Fixed & keyof QueryOf<Id>>, ...ArgList<Id, Tail, Fixed>]
      : [ArgType<Id, Head>, ...ArgList<Id, Tail, Fixed>]
  : [];

/** The method a table entry binds to: its arguments, the call options, the operation's typed result. */
export type BoundMethod<S> =
  S extends OperationCall<infer Id, infer A>
    ? (
        ...args: [...ArgList<Id, A, SetQuery<A, S>>, init?: CallOptions]
      ) => Promise<OperationResult<Id, S extends { parseAs: 'blob' } ? Blob : DataOf<Id>>>
    : never;

/** A client's groups of methods, bound from its table; custom entries take their functions' types. */
export type BoundClient<T, Custom> = {
  readonly [G in keyof T]: {
    readonly [M in keyof T[G]]: T[G][M] extends CustomCall
      ? G extends keyof Custom
        ? M extends keyof Custom[G]
          ? Custom[G][M]
          : never
        : never
      : BoundMethod<T[G][M]>;
  };
};

/** A method's arguments before its call options (what the web's data layer keys a query by). */
export type MethodArgs<S> =
  S extends OperationCall<infer Id, infer A> ? ArgList<Id, A, SetQuery<A, S>> : never;

/** The data of a method's success. */
export type MethodData<S> =
  S extends OperationCall<infer Id> ? (S extends { parseAs: 'blob' } ? Blob : DataOf<Id>) : never;

/** How many arguments a method takes before its call options (a file takes two: the file and its name). */
export function argumentCount(spec: OperationCall): number {
  return spec.args.reduce((count, arg) => count + (arg === 'file' ? 2 : 1), 0);
}
