import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser-driven file at a time: the machine has 2 cores and one server under test.
    fileParallelism: false,
    // A page under load (CI's 2 cores, Chromium, the server) may take seconds to settle: expect.poll's
    // default of 1 s failed journeys that were only slow.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
