/**
 * The tenant's data pipelines: the list and its changes on the generic collection handlers (a
 * storage's secret sealed before it is stored and never answered, whether one is set answered
 * instead), their runs (the newest first, one run, 'Run now') and the check of a storage before it
 * is saved. The runs themselves: pipelines/pipelines.ts.
 */
import type { components } from '@portal/contracts/openapi';
import { OPERATION_KINDS } from '../../data/operation-records.ts';
import {
  type Pipelines,
  type RunFailure,
  type RunSummary,
  runnable,
  type StoredPipeline,
  type StoredRun,
  storageProblems,
} from '../../pipelines/pipelines.ts';
import type { Handler, Handlers } from '../api.ts';
import { requireAdmin, requireCaller } from '../caller.ts';
import { type CollectionSpec, collectionHandlers } from '../collections.ts';
import { badRequest, notFound } from '../problem.ts';

type Schemas = components['schemas'];

/** A run as the contract answers it. */
export function presentRun(run: StoredRun): Schemas['PipelineRun'] {
  return {
    id: run.id,
    pipelineId: run.pipelineId,
    trigger: run.trigger,
    status: run.status,
    queuedAt: run.queuedAt,
    ...(run.startedAt ? { startedAt: run.startedAt } : {}),
    ...(run.finishedAt ? { finishedAt: run.finishedAt } : {}),
    attempts: run.attempts,
    ...(run.summary ?? {}),
    ...(run.error ? { error: run.error } : {}),
  };
}

type Env = { latest: Map<string, StoredRun>; pipelines: Pipelines };

export const pipelineSpec: CollectionSpec<
  Schemas['PipelineInput'],
  StoredPipeline,
  Schemas['Pipeline'],
  Env
> = {
  kind: OPERATION_KINDS.pipeline,
  noun: 'pipeline',
  adminAction: 'Changing pipelines',
  unique: 'name',
  environment: async (ctx, who) => ({
    latest: await ctx.data.pipelineRuns.latest<RunSummary, RunFailure>(who.tenantId),
    pipelines: ctx.pipelines,
  }),
  check: (input, _env, previous) =>
    storageProblems(
      input.storage,
      !!input.secret,
      // A stored secret is kept only for a storage of the same kind.
      !!previous?.sealedSecret && previous.storage?.kind === input.storage?.kind,
    ),
  store: (input, previous, _all, { tenantId, id, env }) => {
    const { secret, ...settings } = input;
    const keep = previous?.storage?.kind === settings.storage?.kind ? previous?.sealedSecret : undefined;
    const sealedSecret = !settings.storage
      ? undefined
      : secret
        ? // Sealed to this pipeline of this tenant.
          env.pipelines.seal(tenantId, id, secret)
        : keep;
    return {
      ...settings,
      lastStatus: previous?.lastStatus ?? 'never',
      ...(previous?.lastRunAt ? { lastRunAt: previous.lastRunAt } : {}),
      ...(sealedSecret ? { sealedSecret } : {}),
    };
  },
  onRemove: (tx, tenantId, id) => tx.pipelineRuns.removePipeline(tenantId, id),
  present: ({ id, data, updatedAt }, env) => {
    const { sealedSecret, lastRunAt, lastStatus, ...settings } = data;
    const run = env.latest.get(id);
    const at = run ? (run.finishedAt ?? run.startedAt ?? run.queuedAt) : lastRunAt;
    return {
      id,
      ...settings,
      secretSet: !!sealedSecret,
      ...(at ? { lastRunAt: at } : {}),
      lastStatus: run ? run.status : lastStatus,
      ...(run?.status === 'failed' && run.error ? { lastError: run.error.message } : {}),
      updatedAt,
    };
  },
  searchable: (p) => [p.name, p.source],
  sortBy: {
    name: (p) => p.name,
    source: (p) => p.source,
    schedule: (p) => p.schedule,
    lastRun: (p) => p.lastRunAt,
  },
  defaultSort: 'name',
};

const collection = collectionHandlers(pipelineSpec, {
  list: 'listPipelines',
  create: 'createPipeline',
  update: 'updatePipeline',
  remove: 'deletePipeline',
});

async function pipelineOf(ctx: Parameters<Handler<'listPipelineRuns'>>[0], tenantId: string) {
  const id = String(ctx.matched.path.id);
  const record = await ctx.data.records.get<StoredPipeline>(tenantId, OPERATION_KINDS.pipeline, id);
  if (!record) throw notFound(`No pipeline ${id} in this tenant.`);
  return record;
}

const listPipelineRuns: Handler<'listPipelineRuns'> = async (ctx) => {
  const who = requireCaller(ctx);
  const pipeline = await pipelineOf(ctx, who.tenantId);
  const limit = Number(ctx.matched.query.limit ?? 10);
  const runs = await ctx.data.pipelineRuns.list<RunSummary, RunFailure>(who.tenantId, pipeline.id, limit);
  return { status: 200, body: { items: runs.map(presentRun) } };
};

const getPipelineRun: Handler<'getPipelineRun'> = async (ctx) => {
  const who = requireCaller(ctx);
  const pipeline = await pipelineOf(ctx, who.tenantId);
  const runId = String(ctx.matched.path.runId);
  const run = await ctx.data.pipelineRuns.get<RunSummary, RunFailure>(who.tenantId, pipeline.id, runId);
  if (!run) throw notFound(`No run ${runId} of this pipeline.`);
  return { status: 200, body: presentRun(run) };
};

const runPipeline: Handler<'runPipeline'> = async (ctx) => {
  const who = await requireAdmin(ctx, 'Running pipelines');
  const pipeline = await pipelineOf(ctx, who.tenantId);
  if (!runnable(pipeline.data))
    throw badRequest('The pipeline has no storage to read: give it a storage and its secret first.', [
      { field: '/storage', message: 'is required to run the pipeline' },
    ]);
  if (!pipeline.data.enabled)
    throw badRequest('The pipeline is paused: enable it to run it.', [
      { field: '/enabled', message: 'is false' },
    ]);
  const run = await ctx.pipelines.runNow(who.tenantId, pipeline.id);
  return { status: 202, body: presentRun(run) };
};

const checkPipelineStorage: Handler<'checkPipelineStorage'> = async (ctx) => {
  const who = await requireAdmin(ctx, 'Checking a pipeline storage');
  const input = ctx.matched.body as Schemas['PipelineStorageCheckInput'];
  let secret: Parameters<typeof ctx.pipelines.check>[2];
  if (input.secret) secret = input.secret;
  else {
    const stored = input.pipelineId
      ? await ctx.data.records.get<StoredPipeline>(who.tenantId, OPERATION_KINDS.pipeline, input.pipelineId)
      : undefined;
    if (input.pipelineId && !stored) throw notFound(`No pipeline ${input.pipelineId} in this tenant.`);
    if (!stored?.data.sealedSecret || stored.data.storage?.kind !== input.storage.kind)
      throw badRequest('The storage cannot be checked without its secret.', [
        { field: '/secret', message: 'is required' },
      ]);
    secret = { pipelineId: stored.id, sealed: stored.data.sealedSecret };
  }
  const problems = storageProblems(input.storage, true, true);
  if (problems.length > 0)
    throw badRequest(
      `The storage cannot be checked: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`,
      problems,
    );
  return { status: 200, body: await ctx.pipelines.check(who.tenantId, input.storage, secret) };
};

export const pipelineHandlers: Handlers = {
  ...collection,
  listPipelineRuns,
  getPipelineRun,
  runPipeline,
  checkPipelineStorage,
} as Handlers;
