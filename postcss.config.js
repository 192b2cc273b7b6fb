/**
 * One addition to Next's CSS pipeline: the custom media queries of lib/styles/breakpoints.json
 * (`@media (--phone)`), so the phone breakpoint is written once for CSS and TypeScript
 * (docs/decisions/0090-one-style-system-tokens-and-custom-media.md). Build-time only; the plugin ships inside the `next` package.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next reads a CommonJS PostCSS config
const { phoneMaxWidth } = require('./lib/styles/breakpoints.json');

module.exports = {
  plugins: [
    [
      'next/dist/compiled/postcss-preset-env',
      {
        // Only custom media: every other feature off, so the CSS is otherwise what it was.
        stage: false,
        autoprefixer: false,
        features: { 'custom-media-queries': true },
        importFrom: [
          {
            customMedia: {
              '--phone': `(max-width: ${phoneMaxWidth}px)`,
              '--desktop': `(min-width: ${phoneMaxWidth + 1}px)`,
            },
          },
        ],
      },
    ],
  ],
};
