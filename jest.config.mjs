import nextJest from 'next/jest.js';
import { JEST_WORKERS } from './jest.workers.mjs';

// next/jest compiles TypeScript with Next's own SWC, so tests see the code exactly as the app does.
const createJestConfig = nextJest({ dir: './' });

// ESM-only packages the server code imports; SWC turns them into CommonJS for Jest like our own code.
// otplib (the independent TOTP implementation the tests check ours against) loads ESM-only @noble and @scure;
// jose (signed order quotes, social sign-in's ID tokens) ships ESM only; so does micro-packed, which @scure/btc-signer
// (deposit addresses, raw transactions) decodes with.
const esmPackages = [
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
  '@schummar',
  'otplib',
  '@otplib',
  '@noble',
  '@scure',
  'jose',
  'micro-packed',
];

const config = createJestConfig({
  testEnvironment: 'node',
  // Two app instances behind HAProxy: `npm run test:cluster` runs them under Node's own test runner (tests/cluster).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/cluster/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/server-only.cjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFiles: ['<rootDir>/tests/support/worker-db.cjs'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/after-env.ts'],
  // Integration tests reset their database between tests: each worker has its own (tests/support/worker-db.cjs).
  maxWorkers: JEST_WORKERS,
});

/**
 * Two projects in one run: `npm test` starts one Jest over both (one pool of workers, the slowest files first), while
 * `npm run test:unit` and `npm run test:integration` select one of them. Only the integration tests need the database,
 * so only their project starts it (Jest runs a project's global setup when one of its tests is about to run).
 */
export default async () => {
  const { maxWorkers, ...resolved } = await config();
  const project = {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
  return {
    maxWorkers,
    projects: [
      { ...project, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
      {
        ...project,
        displayName: 'integration',
        testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
        globalSetup: '<rootDir>/tests/support/global-setup.mjs',
        globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
      },
    ],
  };
};
