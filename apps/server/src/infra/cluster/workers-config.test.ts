import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_LEASE_MS, jobLeaseFromEnv, workersFromEnv } from './workers-config.ts';

describe('PLINTH_WORKERS', () => {
  it('is one process unless set, a whole number, or one per core with auto', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ PLINTH_WORKERS: '' })).toBe(1);
    expect(workersFromEnv({ PLINTH_WORKERS: '3' })).toBe(3);
    expect(workersFromEnv({ PLINTH_WORKERS: 'auto' }, () => 6)).toBe(6);
  });

  it('refuses anything else with a message that says what it takes', () => {
    for (const bad of ['0', '-2', '1.5', 'two', '2x', '99999']) {
      expect(() => workersFromEnv({ PLINTH_WORKERS: bad }, () => 2)).toThrow(`PLINTH_WORKERS (--workers) must be a whole number from 1 to 1024, or auto (one per core: 2 here), not '${bad}'`);
    }
  });
});

describe('PLINTH_JOB_LEASE_MS', () => {
  it('is 30 s unless set, at least a second', () => {
    expect(jobLeaseFromEnv({})).toBe(DEFAULT_JOB_LEASE_MS);
    expect(jobLeaseFromEnv({ PLINTH_JOB_LEASE_MS: '2000' })).toBe(2000);
    expect(() => jobLeaseFromEnv({ PLINTH_JOB_LEASE_MS: '10' })).toThrow("PLINTH_JOB_LEASE_MS must be a whole number of milliseconds, at least 1000, not '10'");
  });
});
