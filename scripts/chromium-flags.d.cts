/** Types of ./chromium-flags.cjs, for playwright.config.ts. */
export declare const CHROMIUM_FLAGS: readonly string[];
