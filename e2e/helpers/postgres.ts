import pg from 'pg';

export const postgresE2eEnabled = Boolean(process.env.TEST_DATABASE_URL && process.env.E2E_PG_DB);
export const POSTGRES_BASE_URL = `http://127.0.0.1:${process.env.E2E_POSTGRES_PORT ?? 3200}`;

/** Runs SQL on the e2e PostgreSQL database the "postgres" server uses. */
export async function onE2eDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = process.env.TEST_DATABASE_URL;
  const db = process.env.E2E_PG_DB;
  if (!admin || !db) throw new Error('PostgreSQL e2e server is not configured');
  const url = new URL(admin);
  url.pathname = `/${db}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
