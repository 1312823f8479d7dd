import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir } from './e2e/e2e-data-dir';
import { freePortSync } from './e2e/support/free-port';

const port = Number(process.env.WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 3101);
// Set when the servers (web, API) are already running, e.g. in CI or docker compose.
const externalServers = process.env.E2E_EXTERNAL_SERVERS === '1';
const repoRoot = path.resolve(import.meta.dirname, '../..');
// A fresh embedded database per run: the seed fills in postal codes and the demo market before the API starts.
const dataDir = e2eDataDir();
// The API delivers its mails (outbox worker) to an SMTP sink that stores them in E2E_MAIL_DIR for the
// tests (`e2e/support/mailbox.ts`). Kept in the environment like the data directory, so workers agree.
if (!externalServers) {
  process.env.E2E_SMTP_PORT ??= String(freePortSync());
  process.env.E2E_MAIL_DIR ??= `${dataDir}-mail`;
}
// The API's session key, known to the tests that forge the previous site's auth cookie.
process.env.E2E_JWT_SECRET ??= randomBytes(32).toString('hex');
// The token the web server reports its 5xx with; known to the tests that start a web server of their own.
process.env.E2E_ERROR_TRACE_TOKEN ??= randomBytes(32).toString('hex');
// Where the web server answers Prometheus (never its public port). Not WEB_METRICS_PORT in this process's
// environment: web servers a test starts with it would compete for the port.
process.env.E2E_WEB_METRICS_PORT ??= String(port + 2);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const mailDir = process.env.E2E_MAIL_DIR ?? '';
// The first start imports the postal codes and generates the demo market.
const API_START_TIMEOUT_MS = 300_000;
const WEB_START_TIMEOUT_MS = 120_000;

export default defineConfig({
  testDir: './e2e',
  globalSetup: externalServers ? undefined : './e2e/global-setup.ts',
  // Specs that start servers of their own beside this run's need this run's servers.
  grepInvert: externalServers ? /@own-web-server/ : undefined,
  reporter: 'list',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      },
    },
  ],
  // Both need their builds (`nx run @fuel/web:e2e` builds @fuel/api and @fuel/web first).
  webServer: externalServers
    ? undefined
    : [
        {
          command: 'node e2e/support/smtp-sink.ts',
          cwd: import.meta.dirname,
          port: smtpPort,
          env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_DIR: mailDir },
          // Never another run's sink: its mails would land in another folder.
          reuseExistingServer: false,
          timeout: 10_000,
        },
        {
          // No DATABASE_URL / REDIS_URL: the embedded PGlite database and the in-process cache. The seed CLI
          // (built here: the e2e target builds only the API and the web) fills it and ends before the API
          // opens it, as PGlite belongs to one process at a time.
          command:
            'env -u DATABASE_URL -u REDIS_URL sh -c "npx nx run @fuel/seed:build --output-style=static' +
            ' && node libs/seed/dist/bin/seed.js && exec node apps/api/dist/main.js"',
          cwd: repoRoot,
          url: `http://localhost:${apiPort}/api/health`,
          env: {
            // Demo data, demo accounts included, is seeded only outside production mode.
            NODE_ENV: 'development',
            API_PORT: String(apiPort),
            DATA_DIR: dataDir,
            // Read by the seed: postal codes, the demo market, the demo accounts.
            SEED_DEMO: 'true',
            // A throwaway session key per run.
            JWT_SECRET: process.env.E2E_JWT_SECRET,
            ERROR_TRACE_TOKEN: process.env.E2E_ERROR_TRACE_TOKEN,
            LOG_LEVEL: 'warn',
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            MAIL_TRANSPORT: 'smtp',
            MAIL_WORKER_INTERVAL_MS: '500',
            // Mail links point at this run's web server.
            PUBLIC_BASE_URL: `http://localhost:${port}`,
          },
          reuseExistingServer: !process.env.CI,
          timeout: API_START_TIMEOUT_MS,
        },
        {
          command: 'node server.ts',
          cwd: import.meta.dirname,
          url: `http://localhost:${port}/`,
          env: {
            NODE_ENV: 'production',
            WEB_PORT: String(port),
            API_URL: `http://localhost:${apiPort}`,
            // Canonical, hreflang and sitemap URLs of this run's web server.
            PUBLIC_BASE_URL: `http://localhost:${port}`,
            ERROR_TRACE_TOKEN: process.env.E2E_ERROR_TRACE_TOKEN,
            WEB_METRICS_PORT: process.env.E2E_WEB_METRICS_PORT,
          },
          reuseExistingServer: !process.env.CI,
          timeout: WEB_START_TIMEOUT_MS,
        },
      ],
});
