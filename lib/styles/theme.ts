/**
 * What TypeScript needs of the design tokens. The tokens themselves are CSS custom properties in
 * app/globals.css (the one place they are written); this file adds only what cannot read a CSS
 * variable: the phone breakpoint for matchMedia (from lib/styles/breakpoints.json, which also feeds
 * the `@media (--phone)` custom media of postcss.config.js) and the colour of
 * <meta name="theme-color">. lib/styles/tokens.test.ts keeps both equal to the CSS.
 */
import breakpoints from './breakpoints.json';

/** Spec §2: a phone screen is at most 769 px wide (CSS: `@media (--phone)`). */
export const PHONE_MAX_WIDTH: number = breakpoints.phoneMaxWidth;
/** matchMedia query of a phone screen, the same as `@media (--phone)`. */
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;
/** matchMedia query of a wider screen, the same as `@media (--desktop)`. */
export const DESKTOP_QUERY = `(min-width: ${PHONE_MAX_WIDTH + 1}px)`;

/** The browser bar's colour: --color-primary (--red-600) of app/globals.css; metadata cannot read a variable. */
export const THEME_COLOR = '#b3121b';
