// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest reads a CommonJS config (a .ts one needs ts-node)
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// sanitize-html's parser packages ship only as ES modules; jest must transform them.
const ESM_PACKAGES = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'entities', 'domelementtype'];

const buildConfig = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/node_modules/'],
  modulePathIgnorePatterns: ['<rootDir>/.next'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // PGlite boots a wasm PostgreSQL per test file; give it room on a 2-core machine.
  testTimeout: 60000,
  maxWorkers: 2,
});

// next/jest appends its own node_modules ignore pattern, so replace the list once it is built.
module.exports = async () => {
  const config = await buildConfig();
  config.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return config;
};
