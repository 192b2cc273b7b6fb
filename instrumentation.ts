/**
 * Runs once when a server process starts (never during `next build`): a production server refuses
 * to start without the settings it cannot do without (lib/env.ts assertProductionEnv), its
 * console is filtered before anything can log through it (lib/server/console-redaction.ts),
 * the database's start-up steps are set before the first request opens it (lib/db/startup.ts), and
 * the outbox worker starts where e-mail or SMS is configured (lib/cases/outbox-worker.ts), and the
 * retention job's timer starts (lib/retention/retention.ts).
 */
export async function register(): Promise<void> {
  // The import sits inside the condition (not after an early return) so that webpack drops it from
  // the Edge build, where node:path and friends do not exist.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installConsoleRedaction } = await import('@/lib/server/console-redaction');
    installConsoleRedaction();
    const { assertProductionEnv } = await import('@/lib/env');
    try {
      assertProductionEnv();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      // A thrown error here is only logged by Next and the server would go on serving.
      process.exit(1);
    }
    // Before the first request opens the database: the demo seed, where SEED_DEMO is true.
    const { registerDatabaseStartup } = await import('@/lib/db/startup');
    await registerDatabaseStartup();
    // E-mail and SMS of case notifications: a worker per instance, only when a channel is configured.
    const { startOutboxWorker } = await import('@/lib/cases/outbox-worker');
    startOutboxWorker();
    // Retention (docs/security.md "Retention"): every instance tries; on PostgreSQL one at a time works.
    const { startRetentionWorker } = await import('@/lib/retention/retention');
    startRetentionWorker();
    // Subscriptions (decision draft-h6-subscriptions): a scan per instance; on PostgreSQL one at a time works.
    const { startSubscriptionsWorker } = await import('@/lib/subscriptions/subscriptions');
    startSubscriptionsWorker();
  }
}
