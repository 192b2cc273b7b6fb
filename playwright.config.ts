import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.cjs';

/**
 * Browser tests run against the production build (`next build` first, then `next start`).
 * Server "pglite": the default embedded database in a fresh folder per run.
 * Server "postgres": the same build on a throw-away PostgreSQL database, only when
 * TEST_DATABASE_URL is set; tests that must change data from outside (the mourning skin) use it,
 * because PGlite allows only one process on its folder.
 */
const runId = (process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}${process.pid}`);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `bzf-e2e-${runId}`);
const pgAdminUrl = process.env.TEST_DATABASE_URL;
if (pgAdminUrl) process.env.E2E_PG_DB ??= `bzf_e2e_${runId}`;
/**
 * The PostgreSQL server runs from its own copy of the build, made here before either server starts:
 * Next keeps ISR pages and its data cache inside the build folder, and two servers sharing it would
 * serve each other's cached pages (rendered from the other database, with the other's settings).
 */
if (pgAdminUrl) {
  process.env.E2E_PG_DIST_DIR ??= `.next-e2e-pg-${runId}`;
  const from = process.env.NEXT_DIST_DIR || '.next';
  const to = process.env.E2E_PG_DIST_DIR;
  if (fs.existsSync(path.join(from, 'BUILD_ID')) && !fs.existsSync(to)) {
    fs.cpSync(from, to, { recursive: true, filter: (src) => path.relative(from, src) !== 'cache' });
  }
}

// Overridable so two checkouts (or a helper and CI) can run their suites side by side.
export const PGLITE_PORT = Number(process.env.E2E_PGLITE_PORT ?? 3100);
export const POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 3200);


function pgUrl(admin: string, db: string): string {
  const u = new URL(admin);
  u.pathname = `/${db}`;
  return u.toString();
}

/**
 * Every browser test is a different citizen, but all of them come from 127.0.0.1: the per-address
 * limits are raised as for a service hall behind one address. The per-number limit and the per-user
 * write limits (lib/api/write-limits.ts) stay as they are.
 */
const SHARED_ADDRESS_LIMITS = {
  RATE_LIMIT_FAILURES_PER_ADDRESS: '500',
  RATE_LIMIT_REGISTRATIONS_PER_ADDRESS: '500',
  RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '100000',
  RATE_LIMIT_QUESTIONNAIRE_KEPT_PER_HOUR: '500',
  RATE_LIMIT_WRITERS_PER_ADDRESS: '10000',
};

/**
 * The servers bind to "localhost" (127.0.0.1 on these machines) and are reached at 127.0.0.1. Not
 * `-H 127.0.0.1`: Next 16 then treats every middleware rewrite (the content-page cache, middleware.ts)
 * as an external URL and proxies it back to itself (vercel/next.js#94745).
 */
const BIND_HOST = 'localhost';

type WebServer = { command: string; url: string; env: Record<string, string>; reuseExistingServer: boolean; timeout: number };

const servers: WebServer[] = [
  {
    command: `node scripts/portal-server.mjs --hostname ${BIND_HOST} --port ${PGLITE_PORT}`,
    url: `http://127.0.0.1:${PGLITE_PORT}/home`,
    env: {
      PGLITE_DATA_DIR: process.env.E2E_DATA_DIR as string,
      SITE_URL: `http://127.0.0.1:${PGLITE_PORT}`,
      // From the environment, so no key file is written beside the temporary data folder.
      PII_KEY: (process.env.E2E_PII_KEY ??= randomBytes(32).toString('base64')),
      ...SHARED_ADDRESS_LIMITS,
      // e2e/subscriptions.spec.ts waits for the subscriptions pass to tell a follower.
      SUBSCRIPTIONS_INTERVAL_MS: '2000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
];
if (pgAdminUrl && process.env.E2E_PG_DB) {
  servers.push({
    command: `node scripts/e2e-postgres.mjs create && node scripts/portal-server.mjs --hostname ${BIND_HOST} --port ${POSTGRES_PORT}`,
    url: `http://127.0.0.1:${POSTGRES_PORT}/home`,
    env: {
      DATABASE_URL: pgUrl(pgAdminUrl, process.env.E2E_PG_DB),
      NEXT_DIST_DIR: process.env.E2E_PG_DIST_DIR as string,
      // A shared database needs the personal-data key from the environment (lib/register/pii.ts).
      PII_KEY: (process.env.E2E_PII_KEY ??= randomBytes(32).toString('base64')),
      SITE_URL: `http://127.0.0.1:${POSTGRES_PORT}`,
      ...SHARED_ADDRESS_LIMITS,
      // e2e/subscriptions.spec.ts waits for the subscriptions pass to tell a follower.
      SUBSCRIPTIONS_INTERVAL_MS: '2000',
      // The skin is switched in the database by the tests; cached pages pick it up within 1 s.
      SKIN_REVALIDATE_SECONDS: '1',
      // e2e/route-cache.spec.ts edits an article in the database and waits for the cached page.
      CONTENT_REVALIDATE_SECONDS: '1',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  });
}

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/helpers/global-teardown.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PGLITE_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: servers,
});
