/**
 * 公示 lists (issue #29 part 2): the console publishes the applications that passed 复核 as one
 * notice with its objection period; each listed application moves to 公示 in the same
 * transaction. The list row keeps the period and the article, the entries which applications it
 * named (the article's text is what the public reads; these rows are what the console follows up).
 */
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, demoFlag } from './columns';
import { housingApplications } from './applications';
import { contents } from './cms';
import { staff } from './staff';

export const publicityLists = pgTable(
  'bha_publicity_list',
  {
    id: serial('id').primaryKey(),
    product: text('product').notNull(),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The objection period, Beijing dates, both inclusive. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [index('bha_publicity_list_product_idx').on(t.product, t.publishedAt)],
);

export const publicityEntries = pgTable(
  'bha_publicity_entry',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => publicityLists.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => housingApplications.id, { onDelete: 'cascade' }),
    /** The order in the published table (序号). */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.applicationId] }), index('bha_publicity_entry_application_idx').on(t.applicationId)],
);
