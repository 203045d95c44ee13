import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/*/scripts/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The server and PostgreSQL suites share one database server; run files one at a time per worker.
    fileParallelism: true,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. The server suites wait on
    // SQLite files and the PostgreSQL server much of the time, so two workers keep both cores busy.
    maxWorkers: 2,
  },
});
