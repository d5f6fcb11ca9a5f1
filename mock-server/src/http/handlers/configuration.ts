/**
 * The tenant's configuration lists (Designed): portal users, tag rules with the share of
 * the month's cost carrying each key, cost rules in their order, worker profiles with their monthly
 * licence cost, and automation endpoints. Each is a {@link CollectionSpec} on the generic
 * collection handlers; the alert and metric definitions live in services/operations.ts, the
 * pipelines in pipelines.ts.
 */
import type { components } from '@portal/contracts/openapi';
import type { FieldError } from '../../contract/contract.ts';
import {
  type AutomateEndpointData,
  type ConfigUserData,
  type CostRuleData,
  OPERATION_KINDS,
  type TagRuleData,
  type WorkerProfileData,
} from '../../data/operation-records.ts';
import type { EndpointStatus } from '../../data/webhook-repository.ts';
import {
  type LicenceCatalogue,
  licenceCatalogue,
  percentOf,
  profileCostCents,
  type TagCoverage,
  tagCoverage,
} from '../../domain/configuration/configuration.ts';
import { BILLING_CURRENCY } from '../../domain/costs/currency.ts';
import { formatAttos, formatCents } from '../../domain/money.ts';
import { automateEndpointName, endpointSecretContext } from '../../notify/deliveries.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import type { Handlers } from '../api.ts';
import { type CollectionSpec, collectionHandlers } from '../collections.ts';

type Schemas = components['schemas'];

const noEnvironment = async () => undefined;

/** Money strings sort by their value. */
const moneyKey = (amount: string) => BigInt(amount.replace('.', ''));

// ------------------------------------------------------------------------------- users

export const configUserSpec: CollectionSpec<
  Schemas['ConfigUserInput'],
  ConfigUserData,
  Schemas['ConfigUser'],
  undefined
> = {
  kind: OPERATION_KINDS.configUser,
  noun: 'user',
  adminAction: 'Changing users',
  unique: 'email',
  environment: noEnvironment,
  present: ({ id, data, updatedAt }) => ({ id, ...data, updatedAt }),
  searchable: (u) => [u.displayName, u.email],
  sortBy: { displayName: (u) => u.displayName, email: (u) => u.email, role: (u) => u.role },
  defaultSort: 'displayName',
};

// ------------------------------------------------------------------------------- tag rules

function duplicateItems(values: readonly string[], field: string, what: string): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  values.forEach((value, index) => {
    const key = value.toLowerCase();
    if (seen.has(key))
      errors.push({ field: `/${field}/${index}`, message: `'${value}' is listed twice ${what}.` });
    seen.add(key);
  });
  return errors;
}

export const tagRuleSpec: CollectionSpec<
  Schemas['TagRuleInput'],
  TagRuleData,
  Schemas['TagRule'],
  TagCoverage
> = {
  kind: OPERATION_KINDS.tagRule,
  noun: 'tag rule',
  adminAction: 'Changing tag rules',
  unique: 'key',
  environment: (ctx, who) => tagCoverage(ctx.data, who.tenantId),
  check: (input) => duplicateItems(input.allowedValues, 'allowedValues', 'in the allowed values'),
  present: ({ id, data, updatedAt }, coverage) => {
    const tagged = coverage.byKey.get(data.key.toLowerCase()) ?? 0n;
    return {
      id,
      ...data,
      coverage: percentOf(tagged, coverage.totalAttos),
      taggedCost: formatAttos(tagged),
      totalCost: formatAttos(coverage.totalAttos),
      month: coverage.month,
      currency: BILLING_CURRENCY,
      updatedAt,
    };
  },
  searchable: (t) => [t.key, ...t.allowedValues],
  sortBy: { key: (t) => t.key, coverage: (t) => t.coverage, updated: (t) => t.updatedAt },
  defaultSort: 'key',
};

// ------------------------------------------------------------------------------- cost rules

const TAG_MATCH = /^[A-Za-z0-9_.:-]+(=.+)?$/;

export function costRuleProblems(input: Schemas['CostRuleInput']): FieldError[] {
  const errors: FieldError[] = [];
  if (input.action === 'exclude' && input.value !== undefined) {
    errors.push({ field: '/value', message: 'An exclude rule takes no value.' });
  }
  if (input.action !== 'exclude' && input.value === undefined) {
    errors.push({
      field: '/value',
      message:
        input.action === 'rename'
          ? 'A rename rule needs the new name.'
          : 'An allocate rule needs the cost centre.',
    });
  }
  if (input.field === 'tag' && !TAG_MATCH.test(input.match)) {
    errors.push({
      field: '/match',
      message: "A tag match is 'key' or 'key=value' (letters, digits, _ . : - in the key).",
    });
  }
  return errors;
}

export const costRuleSpec: CollectionSpec<
  Schemas['CostRuleInput'],
  CostRuleData,
  Schemas['CostRule'],
  undefined
> = {
  kind: OPERATION_KINDS.costRule,
  noun: 'cost rule',
  adminAction: 'Changing cost rules',
  unique: 'name',
  environment: noEnvironment,
  check: costRuleProblems,
  store: (input, previous, all) => ({
    ...input,
    order: input.order ?? previous?.order ?? Math.min(1000, Math.max(0, ...all.map((r) => r.data.order)) + 1),
  }),
  present: ({ id, data, updatedAt }) => ({ id, ...data, updatedAt }),
  searchable: (r) => [r.name, r.match, r.value],
  sortBy: { order: (r) => r.order, name: (r) => r.name, field: (r) => r.field, action: (r) => r.action },
  defaultSort: 'order',
};

// ------------------------------------------------------------------------------- worker profiles

export const workerProfileSpec: CollectionSpec<
  Schemas['WorkerProfileInput'],
  WorkerProfileData,
  Schemas['WorkerProfile'],
  LicenceCatalogue
> = {
  kind: OPERATION_KINDS.workerProfile,
  noun: 'worker profile',
  adminAction: 'Changing worker profiles',
  unique: 'name',
  environment: (ctx, who) => licenceCatalogue(ctx.data, who.tenantId),
  check: (input, catalogue) =>
    input.licences.flatMap((sku, index) =>
      catalogue.options.some((o) => o.sku === sku)
        ? []
        : [{ field: `/licences/${index}`, message: `'${sku}' is not one of the tenant's licences.` }],
    ),
  present: ({ id, data, updatedAt }, catalogue) => ({
    id,
    ...data,
    monthlyCost: formatCents(profileCostCents(data, catalogue.options)),
    currency: catalogue.currency,
    updatedAt,
  }),
  searchable: (p) => [p.name, p.description],
  sortBy: {
    name: (p) => p.name,
    users: (p) => p.users,
    monthlyCost: (p) => moneyKey(p.monthlyCost),
    updated: (p) => p.updatedAt,
  },
  defaultSort: 'name',
  pageExtra: (catalogue) => ({
    currency: catalogue.currency,
    licenceOptions: catalogue.options.map((o) => ({
      sku: o.sku,
      name: o.name,
      unitPrice: formatCents(o.unitCents),
    })),
  }),
};

// ------------------------------------------------------------------------------- automation endpoints

/** Why an endpoint address is refused beyond the schema: not https, or carrying credentials. */
export function endpointUrlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'The address is not a valid URL.';
  }
  if (url.protocol !== 'https:') return 'The address must start with https://.';
  if (url.username !== '' || url.password !== '')
    return 'The address must not contain a user name or password.';
  return undefined;
}

/** An endpoint's standing as the contract answers it. */
export function endpointStatus(
  enabled: boolean,
  status: EndpointStatus | undefined,
): Schemas['EndpointStatus'] {
  const state = !enabled
    ? 'disabled'
    : status?.pausedAt
      ? 'paused'
      : (status?.consecutiveFailures ?? 0) > 0
        ? 'failing'
        : 'active';
  return {
    state,
    consecutiveFailures: status?.consecutiveFailures ?? 0,
    ...(status?.lastAttemptAt ? { lastAttemptAt: status.lastAttemptAt } : {}),
    ...(status?.lastDeliveredAt ? { lastDeliveredAt: status.lastDeliveredAt } : {}),
    ...(status?.pausedAt ? { pausedAt: status.pausedAt } : {}),
    ...(status?.lastError ? { lastError: status.lastError } : {}),
  };
}

type EndpointEnv = { box: SecretBox; statuses: Map<string, EndpointStatus> };

export const automateEndpointSpec: CollectionSpec<
  Schemas['AutomateEndpointInput'],
  AutomateEndpointData,
  Schemas['AutomateEndpoint'],
  EndpointEnv
> = {
  kind: OPERATION_KINDS.automateEndpoint,
  noun: 'automation endpoint',
  adminAction: 'Changing automation endpoints',
  unique: 'name',
  environment: async (ctx, who) => ({
    box: ctx.pipelines.box,
    statuses: await ctx.data.webhooks.statuses(who.tenantId),
  }),
  check: (input, _env, previous) => {
    const errors: FieldError[] = [];
    const problem = endpointUrlProblem(input.url);
    if (problem) errors.push({ field: '/url', message: problem });
    if (!input.signingSecret && !previous?.sealedSecret)
      errors.push({
        field: '/signingSecret',
        message: 'The endpoint needs the secret its posts are signed with.',
      });
    return errors;
  },
  store: ({ signingSecret, ...settings }, previous, _all, { tenantId, id, env }) => {
    const sealedSecret = signingSecret
      ? env.box.seal(signingSecret, endpointSecretContext(tenantId, id))
      : previous?.sealedSecret;
    return { ...settings, ...(sealedSecret ? { sealedSecret } : {}) };
  },
  // Saving an endpoint resumes it: its failures are forgotten, the events held for it are due.
  onSave: (tx, tenantId, id, at) => tx.webhooks.resume(tenantId, automateEndpointName(id), at.toISOString()),
  present: ({ id, data: { sealedSecret, ...data }, updatedAt }, env) => ({
    id,
    ...data,
    secretSet: !!sealedSecret,
    status: endpointStatus(data.enabled, env.statuses.get(automateEndpointName(id))),
    updatedAt,
  }),
  searchable: (e) => [e.name, e.url],
  sortBy: { name: (e) => e.name, url: (e) => e.url, updated: (e) => e.updatedAt },
  defaultSort: 'name',
};

export const configurationHandlers: Handlers = {
  ...collectionHandlers(configUserSpec, {
    list: 'listConfigUsers',
    create: 'createConfigUser',
    update: 'updateConfigUser',
    remove: 'deleteConfigUser',
  }),
  ...collectionHandlers(tagRuleSpec, {
    list: 'listTagRules',
    create: 'createTagRule',
    update: 'updateTagRule',
    remove: 'deleteTagRule',
  }),
  ...collectionHandlers(costRuleSpec, {
    list: 'listCostRules',
    create: 'createCostRule',
    update: 'updateCostRule',
    remove: 'deleteCostRule',
  }),
  ...collectionHandlers(workerProfileSpec, {
    list: 'listWorkerProfiles',
    create: 'createWorkerProfile',
    update: 'updateWorkerProfile',
    remove: 'deleteWorkerProfile',
  }),
  ...collectionHandlers(automateEndpointSpec, {
    list: 'listAutomateEndpoints',
    create: 'createAutomateEndpoint',
    update: 'updateAutomateEndpoint',
    remove: 'deleteAutomateEndpoint',
  }),
};
