/** Facts about the database itself (shared by every service). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Small key/value table for one-off facts such as "demo content seeded". */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
