// Creates (create) or drops (drop) the throw-away PostgreSQL database of one e2e run.
// Its name comes from E2E_PG_DB, which playwright.config.ts sets once per run.
import pg from 'pg';

const [action] = process.argv.slice(2);
const adminUrl = process.env.TEST_DATABASE_URL;
const name = process.env.E2E_PG_DB;
if (!adminUrl || !name || !/^bzf_e2e_[a-z0-9_]+$/.test(name)) {
  console.error('TEST_DATABASE_URL and a valid E2E_PG_DB are required');
  process.exit(1);
}
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
try {
  if (action === 'create') {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } else if (action === 'drop') {
    await client.query(`drop database if exists ${name} with (force)`);
  } else {
    throw new Error(`unknown action ${action}`);
  }
} finally {
  await client.end();
}
