import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: a few files at once, each with its own database.
    maxWorkers: 3,
    globalSetup: ['./scripts/test-setup.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
