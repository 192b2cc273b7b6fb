import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Leaves nothing behind: the run's PGlite folder and PostgreSQL database are removed. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('bzf-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
  const pgDist = process.env.E2E_PG_DIST_DIR;
  if (pgDist && pgDist.startsWith('.next-e2e-pg-')) fs.rmSync(pgDist, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL && process.env.E2E_PG_DB) {
    execFileSync('node', ['scripts/e2e-postgres.mjs', 'drop'], { stdio: 'inherit' });
  }
}
