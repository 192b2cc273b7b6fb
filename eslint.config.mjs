import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Next's own rules (core web vitals + TypeScript), run by the test command. */
const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Next loads the cache handler with require() at run time, outside the bundle: it stays CommonJS.
    files: ['lib/cache/route-cache-*.js', 'lib/cache/pg-cache-store.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'lighthouse-results/**', 'public/**', '.data/**'],
  },
];

export default config;
