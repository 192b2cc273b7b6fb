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

/** Form values without the empty optional fields (an empty ID number means "keep the stored one"). */
export function withoutEmpty<T extends Record<string, string | number | undefined>>(values: T, optional: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = { ...values };
  for (const k of optional) if (out[k] === '' || out[k] === undefined) delete out[k];
  return out;
}
