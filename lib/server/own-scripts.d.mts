/** Types of ./own-scripts.mjs (plain ESM JavaScript, read by scripts/portal-server.mjs without a build). */
export const ELDERLY_COOKIE: 'elderly';
export const ELDERLY_ATTRIBUTE: 'data-elderly';
export const ELDERLY_BOOT_SCRIPT: string;
export const OWN_INLINE_SCRIPTS: readonly string[];
