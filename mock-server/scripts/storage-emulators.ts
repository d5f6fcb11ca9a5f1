/**
 * The clouds' storage for the offline world: Azurite's blob service and s3rver on loopback, with
 * the demo tenant's cost exports written into them in the clouds' real layouts
 * (src/offline/storage/demo-exports.ts). `./portal start` runs it beside the backend and hands its
 * addresses to the backend as PORTAL_DEMO_STORAGE.
 *
 *   node mock-server/scripts/storage-emulators.ts [--folder DIR] [--azurite-port P] [--s3-port P] [--ready FILE] [--health-port P]
 *
 * Prints (and writes to FILE) one JSON line, {"azuriteUrl": …, "s3Endpoint": …}, once both answer
 * and hold the exports, and then answers 200 on http://127.0.0.1:P/ (for Playwright's web servers);
 * stops both on SIGINT or SIGTERM. Ports default to free ones.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { putObjects } from '../src/offline/storage/cloud-exports.ts';
import {
  DEMO_STORAGE,
  tailspinAwsObjects,
  tailspinAzureObjects,
} from '../src/offline/storage/demo-exports.ts';
import { startAzurite, startS3Server } from '../src/offline/storage/emulators.ts';

const { values } = parseArgs({
  options: {
    folder: { type: 'string', default: join(import.meta.dirname, '..', '..', '.data', 'storage') },
    'azurite-port': { type: 'string' },
    's3-port': { type: 'string' },
    ready: { type: 'string' },
    'health-port': { type: 'string' },
  },
});
const folder = values.folder as string;
// The exports are written again at every start: the emulators' data is scratch.
rmSync(folder, { recursive: true, force: true });
const port = (text: string | undefined) => (text ? Number(text) : undefined);
const [azurite, s3] = await Promise.all([
  startAzurite(join(folder, 'azurite'), port(values['azurite-port'])),
  startS3Server(join(folder, 's3'), [DEMO_STORAGE.bucket], port(values['s3-port'])),
]);
const stop = async () => {
  await Promise.all([azurite.stop(), s3.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await putObjects(
  { kind: 'azure-blob', accountUrl: azurite.url, container: DEMO_STORAGE.container },
  tailspinAzureObjects(),
);
await putObjects({ kind: 's3', endpoint: s3.url, bucket: DEMO_STORAGE.bucket }, tailspinAwsObjects());
const ready = JSON.stringify({ azuriteUrl: azurite.url, s3Endpoint: s3.url });
if (values.ready) writeFileSync(values.ready, `${ready}\n`);
console.log(ready);
if (values['health-port'])
  createServer((_request, response) => response.end(ready)).listen(
    Number(values['health-port']),
    '127.0.0.1',
  );
