import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Next's own rules (core web vitals + TypeScript), run by the test command. */
const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Next loads the cache handler with require() at run time, outside the bundle: it stays CommonJS.
    files: ['lib/cache/route-cache-*.js', 'lib/cache/pg-cache-store.js', 'lib/cache/front-refresh.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // zod is configured (jitless, Chinese messages) in lib/validation/zod.ts before any schema exists;
    // a schema built from 'zod' directly could run before that and trip the CSP's eval ban.
    files: ['**/*.{ts,tsx,mts}'],
    // lib/validation/zod-api.ts names the zod functions z offers (only zod.ts imports it).
    ignores: ['lib/validation/zod.ts', 'lib/validation/zod-api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: "Import { z } from '@/lib/validation/zod': it is configured jitless before any schema is built." }],
          patterns: [{ group: ['**/zod-api'], message: "Import { z } from '@/lib/validation/zod': it is configured jitless before any schema is built." }],
        },
      ],
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'lighthouse-results/**', 'public/**', '.data/**'],
  },
];

export default config;
