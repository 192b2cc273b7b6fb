import { boolean, timestamp } from 'drizzle-orm/pg-core';

/** Rows written by our demo seed carry is_demo = true so an operator can find and purge them. */
export const demoFlag = () => boolean('is_demo').notNull().default(false);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
