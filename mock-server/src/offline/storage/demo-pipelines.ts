/**
 * The demo tenant's pipelines in the offline world: when the storage emulators run
 * (`./portal start` sets PORTAL_DEMO_STORAGE to their addresses), Tailspin Toys gets one enabled
 * pipeline per cloud (its Azure export in Azurite, its AWS export in s3rver, demo-exports.ts), made
 * once with its secret sealed as the API seals one; the scheduler runs them at once, so a newcomer
 * sees runs succeed within a minute of the first start. A pipeline of the same name is left as the
 * user changed it, but one still reading loopback follows
 * the emulators when they moved to other ports.
 */
import { randomUUID } from 'node:crypto';
import type { DataAccess } from '../../data/data-access.ts';
import { OPERATION_KINDS } from '../../data/operation-records.ts';
import type { Pipelines, StoredPipeline } from '../../pipelines/pipelines.ts';
import { DEMO_STORAGE } from './demo-exports.ts';
import { AZURITE_ACCOUNT, S3RVER_ACCOUNT } from './emulators.ts';

/** The emulators' addresses, as PORTAL_DEMO_STORAGE gives them (JSON). */
export interface DemoStorage {
  azuriteUrl: string;
  s3Endpoint: string;
}

export const DEMO_PIPELINE_TENANT = 'tailspin';

/** Parses PORTAL_DEMO_STORAGE; undefined when unset. */
export function demoStorageFrom(text: string | undefined): DemoStorage | undefined {
  if (!text?.trim()) return undefined;
  const parsed = JSON.parse(text) as Partial<DemoStorage>;
  if (!parsed.azuriteUrl || !parsed.s3Endpoint)
    throw new Error('PORTAL_DEMO_STORAGE must be {"azuriteUrl": …, "s3Endpoint": …}');
  return { azuriteUrl: parsed.azuriteUrl, s3Endpoint: parsed.s3Endpoint };
}

/** Makes the demo tenant's two pipelines when they are missing; answers how many were made. */
export async function ensureDemoPipelines(
  data: DataAccess,
  pipelines: Pipelines,
  storage: DemoStorage,
): Promise<number> {
  const tenantId = DEMO_PIPELINE_TENANT;
  if (!(await data.focusImports.tenantIds()).includes(tenantId)) return 0;
  const records = await data.records.list<StoredPipeline>(tenantId, OPERATION_KINDS.pipeline);
  const wanted: { name: string; data: Omit<StoredPipeline, 'name' | 'sealedSecret'>; secret: string }[] = [
    {
      name: 'Azure cost export (Azurite)',
      secret: AZURITE_ACCOUNT.key,
      data: {
        source: 'focus-export',
        schedule: 'daily',
        enabled: true,
        lastStatus: 'never',
        storage: {
          kind: 'azure-blob',
          accountUrl: storage.azuriteUrl,
          container: DEMO_STORAGE.container,
          directory: DEMO_STORAGE.directory,
          credential: 'account-key',
        },
      },
    },
    {
      name: 'AWS cost export (S3)',
      secret: S3RVER_ACCOUNT.secretAccessKey,
      data: {
        source: 'focus-export',
        schedule: 'daily',
        enabled: true,
        lastStatus: 'never',
        storage: {
          kind: 's3',
          endpoint: storage.s3Endpoint,
          region: 'us-east-1',
          bucket: DEMO_STORAGE.bucket,
          prefix: DEMO_STORAGE.prefix,
          accessKeyId: S3RVER_ACCOUNT.accessKeyId,
        },
      },
    },
  ];
  let made = 0;
  for (const pipeline of wanted) {
    const found = records.find((r) => r.data.name === pipeline.name);
    if (found) {
      // The emulators moved (another port): a demo pipeline still reading loopback follows them.
      const stored = found.data.storage;
      const address = (s: StoredPipeline['storage']) => s?.accountUrl ?? s?.endpoint ?? '';
      if (
        stored?.kind === pipeline.data.storage?.kind &&
        /^http:\/\/127\.0\.0\.1:/.test(address(stored)) &&
        address(stored) !== address(pipeline.data.storage)
      )
        await data.records.update(
          tenantId,
          OPERATION_KINDS.pipeline,
          found.id,
          { ...found.data, storage: pipeline.data.storage },
          new Date(),
        );
      continue;
    }
    const id = randomUUID();
    await data.records.insert(
      tenantId,
      OPERATION_KINDS.pipeline,
      id,
      { name: pipeline.name, ...pipeline.data, sealedSecret: pipelines.seal(tenantId, id, pipeline.secret) },
      new Date(),
    );
    made += 1;
  }
  return made;
}
