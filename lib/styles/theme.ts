/**
 * The portal's design tokens. Colours are also exposed as CSS variables (app/globals.css) so
 * server-rendered markup and styled components agree, and elderly mode can override them.
 */
export const theme = {
  colors: {
    primary: '#b3121b', // 政务红, used for the header band and active states
    primaryDark: '#8c0d14',
    primarySoft: '#fbeaea',
    accent: '#0b5cad', // links and secondary actions; 7.1:1 on white
    text: '#1f2329',
    textSecondary: '#4e5561', // 7.6:1 on white
    border: '#dcdfe6',
    background: '#f5f6f8',
    surface: '#ffffff',
    focus: '#ffbf47',
  },
  space: (n: number) => `${n * 4}px`,
  radius: '6px',
  maxWidth: '1200px',
  breakpoints: {
    /** Spec §2: a phone screen is at most 769 px wide. */
    phoneMax: 769,
  },
} as const;

export type PortalTheme = typeof theme;

/** Media query for the spec's phone screen (width ≤ 769 px). */
export const phone = `@media (max-width: ${theme.breakpoints.phoneMax}px)`;
export const desktop = `@media (min-width: ${theme.breakpoints.phoneMax + 1}px)`;
