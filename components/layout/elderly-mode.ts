/**
 * Elderly-friendly mode (适老化, MIIT 2021): larger text, stronger contrast, 60 px targets, a large
 * cursor, no decorative motion. Remembered in a cookie for a year and switched on by an inline
 * script before first paint, so cached pages stay the same for everyone and nothing flashes.
 */
import { ELDERLY_ATTRIBUTE, ELDERLY_COOKIE } from '@/lib/server/own-scripts.mjs';

// The boot script lives with the portal's other inline scripts: the server allows exactly those.
export { ELDERLY_ATTRIBUTE, ELDERLY_BOOT_SCRIPT, ELDERLY_COOKIE } from '@/lib/server/own-scripts.mjs';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** True when the cookie string says the visitor switched the mode on. */
export function elderlyFromCookie(cookie: string): boolean {
  return new RegExp(`(?:^|;\\s*)${ELDERLY_COOKIE}=1(?:;|$)`).test(cookie);
}

export function isElderlyOn(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(ELDERLY_ATTRIBUTE);
}

/** Switches the mode on the page at once and remembers the choice (or forgets it). */
export function setElderlyMode(on: boolean, doc: Document = document): void {
  if (on) doc.documentElement.setAttribute(ELDERLY_ATTRIBUTE, '');
  else doc.documentElement.removeAttribute(ELDERLY_ATTRIBUTE);
  doc.cookie = on
    ? `${ELDERLY_COOKIE}=1; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
    : `${ELDERLY_COOKIE}=; path=/; max-age=0; samesite=lax`;
  doc.dispatchEvent(new Event(ELDERLY_CHANGE_EVENT));
}

/** Fired on document when the mode changes, so other leaves (the carousel) can follow. */
export const ELDERLY_CHANGE_EVENT = 'elderlymodechange';
