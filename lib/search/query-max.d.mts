/** Types of ./query-max.mjs. */
export const QUERY_MAX: number;
