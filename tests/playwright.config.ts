import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8181);
/** The main e2e backend's data folder: runs on other ports (E2E_PORT) keep their own data. */
export const E2E_DATA_DIR = port === 8181 ? '.data-e2e' : `.data-e2e-${port}`;
/** A second backend whose app tokens live 35 s, for the token-expiry journeys. */
export const SHORT_TOKEN_PORT = Number(process.env.E2E_SHORT_TOKEN_PORT ?? 8182);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
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
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node ../mock-server/src/main.ts --reset',
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(port),
        // Runs on other ports (E2E_PORT) keep their own data, so two runs never reset each other's.
        PORTAL_DATA_DIR: E2E_DATA_DIR,
        // One idle minute, so the idle journey runs on the page's fake clock in seconds.
        PORTAL_SESSION_TIMEOUT_MINUTES: '1',
        PORTAL_ON_READY: `e2e backend on ${port}`,
      },
    },
    {
      command: 'node ../mock-server/src/main.ts --reset',
      url: `http://localhost:${SHORT_TOKEN_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(SHORT_TOKEN_PORT),
        PORTAL_DATA_DIR:
          SHORT_TOKEN_PORT === 8182 ? '.data-e2e-short-token' : `.data-e2e-short-token-${SHORT_TOKEN_PORT}`,
        PORTAL_TOKEN_TTL_SECONDS: '35',
        PORTAL_ON_READY: `e2e short-token backend on ${SHORT_TOKEN_PORT}`,
      },
    },
  ],
});
