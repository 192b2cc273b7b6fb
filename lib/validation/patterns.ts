/**
 * Plain patterns and limits shared by the zod schemas (./common) and by code that must not load
 * zod, such as the Edge middleware. No imports: safe on every runtime.
 */

/** A column, topic or module key: letters, digits, underscore and hyphen, 1 to 64 characters. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Highest page number a paged list accepts. */
export const PAGE_NUM_MAX = 10_000;

/** Largest id of a row (int4 columns). */
export const INT32_MAX = 2_147_483_647;
