import type { z } from 'zod';
import { oneOf, strictInput } from './common';

export const PLATFORMS = ['android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** POST …/getAppVersion?platform=android (query parameters, no body). */
export const appVersionQuery = strictInput({ platform: oneOf(PLATFORMS) });
export type AppVersionQuery = z.output<typeof appVersionQuery>;
