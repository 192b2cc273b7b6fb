import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Next's own rules (core web vitals + TypeScript), run by the test command. */
const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'lighthouse-results/**', 'public/**', '.data/**'],
  },
];

export default config;
