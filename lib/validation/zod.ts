import { config } from 'zod';
import { zhCN } from 'zod/locales';

/**
 * The one way into zod: configured here, before any module can build a schema. jitless: without it
 * zod probes `new Function("")` when its first object schema is built, which the
 * Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as a violation — on
 * /questionnaireFilling that happened because its schemas were built in a chunk that never ran the
 * configuration. Messages fall back to Chinese for any issue a schema forgot to word itself.
 * ESLint refuses a value import of 'zod' anywhere else. `z` holds the functions of ./zod-api (by
 * name, so the browser bundle leaves out the rest of zod: see there).
 */
config({ ...zhCN(), jitless: true });

export * as z from './zod-api';
