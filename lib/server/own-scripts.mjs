/**
 * The inline scripts the portal's own code writes into pages, as exact text. The page renders them
 * from here and the portal server allows exactly these (lib/server/policy.mjs), so an inline script
 * that reached a page any other way — through content — gets no hash and does not run. Plain ESM
 * JavaScript: the server reads it without a build step.
 */

export const ELDERLY_COOKIE = 'elderly';
export const ELDERLY_ATTRIBUTE = 'data-elderly';

/** Elderly mode before first paint: runs in <head> before the body is parsed; must stay tiny and never throw. */
export const ELDERLY_BOOT_SCRIPT = `try{if(/(?:^|;\\s*)${ELDERLY_COOKIE}=1(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${ELDERLY_ATTRIBUTE}','')}catch(e){}`;

/** Every inline script our code emits. */
export const OWN_INLINE_SCRIPTS = [ELDERLY_BOOT_SCRIPT];
