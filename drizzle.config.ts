import { defineConfig } from 'drizzle-kit';

// Migrations are generated once here and applied by both drivers (PGlite and node-postgres).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
});
