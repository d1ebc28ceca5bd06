import { defineConfig } from 'vitest/config';
import webConfig from './apps/web/vite.config.ts';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: a few files at once, each with its own database.
    maxWorkers: 3,
    globalSetup: ['./scripts/test-setup.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'server',
          include: ['packages/*/test/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Component tests run on React itself, the API the components are written against; the
        // browser tests below run the shipped build, where Preact stands in for React.
        esbuild: webConfig.esbuild,
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['apps/web/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
