/**
 * Runs once when a server process starts (never during `next build`): a production server refuses
 * to start without the settings it cannot do without (lib/env.ts assertProductionEnv).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertProductionEnv } = await import('@/lib/env');
  try {
    assertProductionEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    // A thrown error here is only logged by Next and the server would go on serving.
    process.exit(1);
  }
}
