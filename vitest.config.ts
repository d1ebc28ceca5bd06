import { defineConfig } from 'vitest/config';
import webConfig from './apps/web/vite.config.ts';

export default defineConfig({
  test: {
    // Timeouts are ceilings for a hang, never a speed check (speed lives in the benchmarks): they
    // are set per project, because projects do not inherit the root's test options, and generous
    // enough for a machine whose both cores are busy with something else.
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
          testTimeout: 90_000,
          hookTimeout: 120_000,
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['apps/web/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
