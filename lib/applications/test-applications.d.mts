/** Types of ./test-applications.mjs. */
export function householdApplication(over?: Record<string, unknown>): Record<string, unknown>;
