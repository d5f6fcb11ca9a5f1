import { defineConfig } from '@playwright/test';
import { backendFor, E2E_WORKERS, STORAGE_PORTS } from './e2e/backends.ts';

// Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const backends = Array.from({ length: E2E_WORKERS }, (_, index) => backendFor(index));

/** A backend as Playwright starts it. */
interface BackendServer {
  command: string;
  url: string;
  reuseExistingServer: boolean;
  timeout: number;
  env: Record<string, string>;
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two workers, one per core, each with its own backends (e2e/backends.ts; the fixtures point a
  // test's baseURL at its worker's). A file runs in one worker, in order.
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Hang guards, not speed limits (as Vitest's, scripts/vitest-guards.js): a journey takes seconds
  // on an idle machine and several times that on a slow or busy one, and no test may fail for that.
  // The longest journey takes under a minute idle (docs/testing.md), so three minutes leaves room
  // for a machine three times slower; a web-first assertion waits up to 20 s for its state.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    // Each test's own worker's backend: the fixtures (e2e/fixtures.ts) set baseURL.
    baseURL: `http://localhost:${backends[0]?.port}`,
    browserName: 'chromium',
    viewport: { width: 1920, height: 1080 },
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace records every action's snapshots for every test, kept or not: a quarter of the
    // journeys' time on two cores. Off unless asked for (E2E_TRACE=retain-on-failure, or
    // `--trace on` for one test); a failed test keeps a screenshot, which costs nothing until then.
    trace:
      process.env.E2E_TRACE === 'retain-on-failure' || process.env.E2E_TRACE === 'on'
        ? process.env.E2E_TRACE
        : 'off',
    screenshot: 'only-on-failure',
  },
  // The fault matrix (e2e/faults/harness.ts) is three projects in a row: each screen's calls recorded,
  // then faulted, then the matrix checked; the other journeys run beside them.
  projects: [
    { name: 'journeys', testIgnore: /faults\// },
    { name: 'fault-calls', testMatch: /faults\/calls\.spec\.ts/ },
    { name: 'faults', testMatch: /faults\/(screens|actions)\.spec\.ts/, dependencies: ['fault-calls'] },
    { name: 'fault-matrix', testMatch: /faults\/matrix\.spec\.ts/, dependencies: ['faults'] },
  ],
  webServer: [
    // The clouds' storage for the pipeline journeys: Azurite and s3rver, shared by the workers
    // (each journey writes into a container or bucket of its own).
    {
      command: `node ../mock-server/scripts/storage-emulators.ts --folder .data-e2e-storage --azurite-port ${STORAGE_PORTS.azurite} --s3-port ${STORAGE_PORTS.s3} --health-port ${STORAGE_PORTS.health}`,
      url: `http://127.0.0.1:${STORAGE_PORTS.health}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {},
    },
    ...backends.flatMap((backend): BackendServer[] => [
      {
        command: 'node ../mock-server/src/main.ts --reset',
        url: `http://localhost:${backend.port}/healthz`,
        reuseExistingServer: false,
        // A hang guard: seeding the demo data takes seconds idle, far more on a busy machine.
        timeout: 180_000,
        env: {
          PORT: String(backend.port),
          PORTAL_DATA_DIR: backend.dataDir,
          PORTAL_ON_READY: `e2e backend on ${backend.port}`,
          // The Graph stand-in of this backend, for the journeys that change a directory.
          PORTAL_GRAPH_STAND_IN_PORT: String(backend.graphPort),
          // Its offline inbox, for the journeys that read the mail and webhooks it sent.
          PORTAL_OFFLINE_INBOX_PORT: String(backend.inboxPort),
          PORTAL_NOTIFY_TICK_SECONDS: '1',
        },
      },
      {
        command: 'node ../mock-server/src/main.ts --reset',
        url: `http://localhost:${backend.shortTokenPort}/healthz`,
        reuseExistingServer: false,
        // A hang guard: seeding the demo data takes seconds idle, far more on a busy machine.
        timeout: 180_000,
        env: {
          PORT: String(backend.shortTokenPort),
          PORTAL_DATA_DIR: backend.shortTokenDataDir,
          PORTAL_TOKEN_TTL_SECONDS: '35',
          PORTAL_ON_READY: `e2e short-token backend on ${backend.shortTokenPort}`,
        },
      },
    ]),
  ],
});
