/**
 * `./portal bench`: a 10,000-user tenant loaded from Microsoft Graph in one run (issue 47). The
 * Graph stand-in (src/offline/graph) holds a directory of that size (the seed's office suite for
 * `--users` users, Graph's own page size of 999), and the connector (src/graph) loads every
 * dataset (licences and users with their activity report, usage, Secure Score) through MSAL and
 * HTTPS into a fresh embedded database: seconds, Graph requests (the report downloads and the
 * token calls apart) and the process's peak memory, which holds the stand-in too (an upper bound
 * for the connector). Targets: ≤ 30 s, ≤ 512 MiB. `--json FILE` writes the figures for
 * scripts/bench-report.ts.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { GraphClient } from '../src/graph/graph-client.ts';
import { loadOffice } from '../src/graph/office-connector.ts';
import { httpTransport } from '../src/graph/transport.ts';
import { demoApplication, directoryFromRecords, GraphStandIn } from '../src/offline/graph/graph-stand-in.ts';
import { officeSeed } from '../src/seed/office.ts';
import { createTestBackend } from '../src/testing/test-backend.ts';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '10000' }, json: { type: 'string' } },
});
const userCount = Number(values.users);
const TENANT = 'fabrikam';

const backend = await createTestBackend({ embedded: true });
const seed = officeSeed(TENANT, '2026-11-20', { users: userCount });
await backend.data.records.replaceAll(TENANT, seed.records, new Date('2026-11-20T06:00:00Z'));
const standIn = new GraphStandIn({ pageSize: 999 });
await standIn.start();
standIn.add(await directoryFromRecords(backend.data, TENANT));
// A first load: the portal holds nothing of the tenant's office suite yet.
await backend.data.records.replaceAll(
  TENANT,
  Object.fromEntries(Object.keys(seed.records).map((kind) => [kind, []])),
  new Date(),
);

const app = demoApplication(TENANT);
const client = new GraphClient(
  { authority: standIn.url, graphUrl: standIn.url },
  { tenant: app.directoryTenantId, clientId: app.applicationId, clientSecret: app.secret },
  { transport: httpTransport({ ca: standIn.certificate }) },
);
const started = performance.now();
const outcomes = await loadOffice(client, backend.data, TENANT);
const seconds = (performance.now() - started) / 1000;
const peakRssBytes = process.resourceUsage().maxRSS * 1024;
await standIn.stop();
await backend.close();

const failed = outcomes.filter((o) => o.status !== 'loaded');
const figures = {
  measuredAt: new Date().toISOString(),
  users: userCount,
  seconds,
  requests: client.counts.requests,
  graphCalls: standIn.counts.graph,
  tokens: client.counts.tokens,
  peakRssBytes,
  datasets: outcomes.map((o) => ({
    dataset: o.dataset,
    status: o.status,
    ...(o.status === 'loaded' ? { items: o.items } : {}),
  })),
};
console.log(
  `Graph load of ${userCount.toLocaleString('en-US')} users: ${seconds.toFixed(1)} s, ${figures.requests} requests (${figures.graphCalls} to Graph, ${figures.tokens} token), peak ${(peakRssBytes / 2 ** 20).toFixed(0)} MiB${failed.length ? `; kept: ${failed.map((f) => f.dataset).join(', ')}` : ''}`,
);
if (values.json) writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
if (failed.length > 0) process.exit(1);
