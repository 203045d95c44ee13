import {
  createExperiment as createRoute, getExperiment, listExperiments as listRoute, rollOutExperiment as rollOutRoute,
  setExperimentWeights, startExperiment as startRoute, stopExperiment as stopRoute,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { appExperiments } from './page-experiments.ts';
import { listExperiments } from './experiments-repository.ts';
import { createExperiment, experimentOf, rollOutExperiment, setWeights, startExperiment, stopExperiment } from './experiments-service.ts';
import { experimentResults } from './results-service.ts';

/** What the API shows of an experiment (the seed stays on the server). */
function publicExperiment({ seed: _seed, websiteId: _site, ...experiment }: Awaited<ReturnType<typeof experimentOf>>) {
  return experiment;
}

/** The owner's experiments API (docs/experiments-api.md): reports:read to read, settings:write to change. */
export function registerExperimentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  mount(app, listRoute, async ({ request }) => {
    const website = ownerWebsite(request);
    return { experiments: (await listExperiments(db, website.id)).map(publicExperiment) };
  });

  mount(app, createRoute, async ({ body, request }) => {
    const website = ownerWebsite(request);
    const experiment = await createExperiment(db, website.id, body, now());
    return { experiment: publicExperiment(experiment) };
  });

  mount(app, getExperiment, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    const experiment = await experimentOf(db, website.id, id);
    // Exposures of the last renders are still in memory: counted too.
    await appExperiments(deps).assigner.flush();
    return { experiment: publicExperiment(experiment), results: await experimentResults(db, experiment, website.currency) };
  });

  mount(app, setExperimentWeights, async ({ params: { id }, body: { weights }, request }) => {
    const website = ownerWebsite(request);
    return { experiment: publicExperiment(await setWeights(db, website.id, id, weights)) };
  });

  for (const [route, act] of [
    [startRoute, startExperiment],
    [stopRoute, stopExperiment],
  ] as const) {
    mount(app, route, async ({ params: { id }, request }) => {
      const website = ownerWebsite(request);
      return { experiment: publicExperiment(await act(db, website.id, id, now())) };
    });
  }

  mount(app, rollOutRoute, async ({ params: { id }, body: { winner }, request }) => {
    const website = ownerWebsite(request);
    return { experiment: publicExperiment(await rollOutExperiment(db, website.id, id, winner, now())) };
  });
}
