import type { z } from 'zod';

/** The first zod message per field: the same Chinese messages the API answers with (ACCOUNT_MSG). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
