/**
 * The tenant's editable lists (alert and metric definitions, pipelines, users, tag rules, cost
 * rules, worker profiles, automation endpoints) on one generic create / read / update / delete:
 * each kind is a {@link CollectionSpec} (its record kind, the field that must be unique, the rules
 * across fields, the fields it computes) and {@link collectionHandlers} turns it into the four
 * operations of the contract. The contract has already checked each field when a handler runs;
 * the spec checks what the schema cannot (uniqueness, combinations, references).
 */
import { randomUUID } from 'node:crypto';
import type { FieldError } from '../contract/contract.ts';
import type { StoredRecord } from '../data/record-repository.ts';
import type { SortValue } from '../domain/list-page.ts';
import type { Caller, HandlerContext, Handlers, OperationId } from './api.ts';
import { requireAdmin } from './caller.ts';
import { untypedListHandler } from './list-handler.ts';
import { badRequest, notFound } from './problem.ts';

/** One stored entity as the spec sees it: its id, its fields, when it last changed. */
export interface Entry<Stored> {
  id: string;
  data: Stored;
  updatedAt: string;
}

export interface CollectionSpec<
  Input extends object,
  Stored extends object,
  Out extends { id: string },
  Env,
> {
  /** The record kind in tenant_records. */
  kind: string;
  /** How messages name one entity ('alert definition'). */
  noun: string;
  /** What the 403 names ('Changing alert definitions'). */
  adminAction: string;
  /** The field that is unique in the tenant, compared trimmed and without case. */
  unique: keyof Input & string;
  /** What a request needs beyond the records (prices, the cost of tags, the currency). */
  environment: (ctx: HandlerContext, caller: Caller) => Promise<Env>;
  /**
   * Problems the schema cannot see (combinations of fields, unknown references), each naming its
   * field; `previous` is the stored version an update changes.
   */
  check?: (input: Input, env: Env, previous: Stored | undefined) => FieldError[];
  /**
   * The document to store from the (trimmed) input: by default the input itself, with `keep`'s
   * read-only fields of the previous version. `all` holds every entity of the kind; `entity` names
   * the one stored (a secret is sealed to it).
   */
  store?: (
    input: Input,
    previous: Stored | undefined,
    all: readonly Entry<Stored>[],
    entity: { tenantId: string; id: string; env: Env },
  ) => Stored;
  /** What else goes with a saved entity (a paused endpoint resumed), in the save's transaction. */
  onSave?: (tx: HandlerContext['data'], tenantId: string, id: string, at: Date) => Promise<void>;
  /** What else goes with a deleted entity (a pipeline's runs), in the delete's transaction. */
  onRemove?: (tx: HandlerContext['data'], tenantId: string, id: string) => Promise<void>;
  /** Read-only fields that an edit keeps (last run, last raised). */
  keep?: readonly (keyof Stored & string)[];
  /** The entity as the contract answers it, computed fields included. */
  present: (entry: Entry<Stored>, env: Env) => Out;
  /** Texts the list's search looks in. */
  searchable: (item: Out) => (string | null | undefined)[];
  /** The list's sort keys. */
  sortBy: Record<string, (item: Out) => SortValue>;
  defaultSort: string;
  defaultOrder?: 'asc' | 'desc';
  /** Fields of the list answer beside total, offset and items. */
  pageExtra?: (env: Env) => Record<string, unknown>;
}

/** Trims the input's text fields and the texts in its arrays. */
export function trimmed<T extends object>(input: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    out[key] =
      typeof value === 'string'
        ? value.trim()
        : Array.isArray(value)
          ? value.map((item) => (typeof item === 'string' ? item.trim() : item))
          : value;
  }
  return out as T;
}

const comparable = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/** The entries of a kind in a tenant, in insertion order. */
async function entries<Stored>(
  ctx: HandlerContext,
  tenantId: string,
  kind: string,
): Promise<Entry<Stored>[]> {
  const records: StoredRecord<Stored>[] = await ctx.data.records.list<Stored>(tenantId, kind);
  return records;
}

function pick<T extends object>(source: T | undefined, keys: readonly (keyof T & string)[]): Partial<T> {
  const out: Partial<T> = {};
  if (!source) return out;
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** The problems of an input against the spec and the other entities of its kind. */
function problems<Input extends object, Stored extends object, Out extends { id: string }, Env>(
  spec: CollectionSpec<Input, Stored, Out, Env>,
  input: Input,
  others: readonly Entry<Stored>[],
  env: Env,
  previous?: Stored,
): FieldError[] {
  const errors = [...(spec.check?.(input, env, previous) ?? [])];
  const wanted = comparable(input[spec.unique]);
  const taken = others.some(
    (other) => comparable((other.data as unknown as Record<string, unknown>)[spec.unique]) === wanted,
  );
  if (taken && !errors.some((e) => e.field === `/${spec.unique}`)) {
    errors.push({
      field: `/${spec.unique}`,
      message: `Another ${spec.noun} already uses '${String(input[spec.unique]).trim()}'.`,
    });
  }
  return errors;
}

function rejectProblems(noun: string, errors: FieldError[]): void {
  if (errors.length === 0) return;
  throw badRequest(
    `The ${noun} cannot be saved: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
    errors,
  );
}

/**
 * The list, create, update and delete handlers of a collection: lists for every signed-in user
 * (a list-handler.ts page, `pageExtra` after `offset`), changes for admin users only (403), ids of
 * another tenant answer 404, bad combinations 400 naming their fields. Each change runs in one
 * transaction with its uniqueness check.
 */
export function collectionHandlers<
  Input extends object,
  Stored extends object,
  Out extends { id: string },
  Env,
>(
  spec: CollectionSpec<Input, Stored, Out, Env>,
  operations: { list: OperationId; create: OperationId; update: OperationId; remove: OperationId },
): Handlers {
  const store = (
    input: Input,
    previous: Stored | undefined,
    all: readonly Entry<Stored>[],
    entity: { tenantId: string; id: string; env: Env },
  ): Stored =>
    spec.store
      ? spec.store(input, previous, all, entity)
      : ({ ...pick(previous, spec.keep ?? []), ...input } as unknown as Stored);

  const handlers: Record<string, (ctx: HandlerContext) => Promise<{ status: number; body: unknown }>> = {
    [operations.list]: untypedListHandler({
      environment: async (ctx, who) => {
        const [env, all] = await Promise.all([
          spec.environment(ctx, who),
          entries<Stored>(ctx, who.tenantId, spec.kind),
        ]);
        return { env, all };
      },
      rows: ({ env: { env, all } }) => all.map((entry) => spec.present(entry, env)),
      searchable: spec.searchable,
      sortBy: spec.sortBy,
      defaultSort: spec.defaultSort,
      defaultOrder: spec.defaultOrder ?? 'asc',
      summary: ({ env: { env } }) => spec.pageExtra?.(env) ?? {},
      present: (item) => item,
    }),

    [operations.create]: async (ctx) => {
      const who = await requireAdmin(ctx, spec.adminAction);
      const input = trimmed(ctx.matched.body as Input);
      const env = await spec.environment(ctx, who);
      const id = randomUUID();
      const entry = await ctx.data.transaction(async (tx) => {
        const all = await tx.records.list<Stored>(who.tenantId, spec.kind);
        rejectProblems(spec.noun, problems(spec, input, all, env));
        const data = store(input, undefined, all, { tenantId: who.tenantId, id, env });
        const at = ctx.now();
        await tx.records.insert(who.tenantId, spec.kind, id, data, at);
        await spec.onSave?.(ctx.data, who.tenantId, id, at);
        return { id, data, updatedAt: at.toISOString() };
      });
      return { status: 201, body: spec.present(entry, spec.onSave ? await spec.environment(ctx, who) : env) };
    },

    [operations.update]: async (ctx) => {
      const who = await requireAdmin(ctx, spec.adminAction);
      const id = String(ctx.matched.path.id);
      const input = trimmed(ctx.matched.body as Input);
      const env = await spec.environment(ctx, who);
      const entry = await ctx.data.transaction(async (tx) => {
        const all = await tx.records.list<Stored>(who.tenantId, spec.kind);
        const previous = all.find((e) => e.id === id);
        if (!previous) throw notFound(`No ${spec.noun} ${id} in this tenant.`);
        rejectProblems(
          spec.noun,
          problems(
            spec,
            input,
            all.filter((e) => e.id !== id),
            env,
            previous.data,
          ),
        );
        const data = store(input, previous.data, all, { tenantId: who.tenantId, id, env });
        const at = ctx.now();
        await tx.records.update(who.tenantId, spec.kind, id, data, at);
        await spec.onSave?.(ctx.data, who.tenantId, id, at);
        return { id, data, updatedAt: at.toISOString() };
      });
      return { status: 200, body: spec.present(entry, spec.onSave ? await spec.environment(ctx, who) : env) };
    },

    [operations.remove]: async (ctx) => {
      const who = await requireAdmin(ctx, spec.adminAction);
      const id = String(ctx.matched.path.id);
      const removed = await ctx.data.transaction(async (tx) => {
        const gone = await tx.records.remove(who.tenantId, spec.kind, id);
        if (gone) await spec.onRemove?.(ctx.data, who.tenantId, id);
        return gone;
      });
      if (!removed) throw notFound(`No ${spec.noun} ${id} in this tenant.`);
      return { status: 204, body: undefined };
    },
  };
  return handlers as Handlers;
}
