import { z } from 'zod';

/**
 * The one way into zod: configured here, before any module can build a schema. jitless: without it
 * zod probes `new Function("")` when its first object schema is built, which the
 * Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as a violation — on
 * /questionnaireFilling that happened because its schemas were built in a chunk that never ran the
 * configuration. Messages fall back to Chinese for any issue a schema forgot to word itself.
 * ESLint refuses a value import of 'zod' anywhere else.
 */
z.config({ ...z.locales.zhCN(), jitless: true });

export { z };
