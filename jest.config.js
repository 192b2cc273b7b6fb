const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/node_modules/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // PGlite boots a wasm PostgreSQL per test file; give it room on a 2-core machine.
  testTimeout: 60000,
  maxWorkers: 2,
});
