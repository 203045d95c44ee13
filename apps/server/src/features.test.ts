import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features.ts';

const FEATURES_DIR = new URL('./features/', import.meta.url);

describe('the one list of features', () => {
  it('holds every feature folder that declares itself, once', () => {
    const declared = readdirSync(FEATURES_DIR).filter((name) => existsSync(new URL(`${name}/feature.ts`, FEATURES_DIR)));
    expect(FEATURES.map((feature) => feature.name).sort()).toEqual(declared.sort());
    expect(new Set(FEATURES.map((feature) => feature.name)).size).toBe(FEATURES.length);
  });

  it('registers the site, the one identity guard, the owner and the customer first, and the pages last', () => {
    expect(FEATURES.slice(0, 4).map((feature) => feature.name)).toEqual(['site', 'identity', 'owner', 'site-users']);
    expect(FEATURES.at(-1)?.name).toBe('pages');
  });

  it('declares the jobs and the crash recovery plinth start runs', () => {
    const jobs = FEATURES.flatMap((feature) => (feature.jobs ?? []).map((job) => job.name));
    expect(jobs).toEqual(expect.arrayContaining(['pruning owner sessions', 'sweeping stale payments', 'rolling up analytics', 'pruning session recordings past their retention']));
    expect(FEATURES.flatMap((feature) => (feature.recovery ?? []).map((step) => step.name))).toEqual(['media processing', 'payments', 'order refunds', 'imports']);
    expect(FEATURES.flatMap((feature) => (feature.workers ?? []).map((worker) => worker.name))).toEqual(['integration deliveries']);
  });
});
