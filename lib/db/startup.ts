import { getEnv } from '@/lib/env';
import { addDatabaseStartupStep } from './client';

/**
 * The server's start-up steps on its database, run by instrumentation.ts when a server process
 * starts (never during `next build`): with SEED_DEMO=true, the demo content is seeded into a
 * database that has never been seeded, before the first request reads it. Tests call
 * seedDemoContentOnce themselves.
 */
export async function registerDatabaseStartup(): Promise<void> {
  if (getEnv().SEED_DEMO !== 'true') return;
  // Loaded only where demo content is wanted: the seed's large demo texts never sit in the memory
  // of a production instance.
  const { seedDemoContentOnce } = await import('./seed');
  addDatabaseStartupStep(seedDemoContentOnce);
}
