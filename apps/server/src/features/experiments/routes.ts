import {
  createExperiment as createRoute, getExperiment, listExperiments as listRoute, rollOutExperiment as rollOutRoute,
  setExperimentWeights, startExperiment as startRoute, stopExperiment as stopRoute,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
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

  app.get(listRoute.path, { config: { access: listRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    return { experiments: (await listExperiments(db, website.id)).map(publicExperiment) };
  });

  app.post(createRoute.path, { config: { access: createRoute.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    const body = createRoute.body.parse(request.body);
    const experiment = await createExperiment(db, website.id, body, now());
    return reply.code(201).send({ experiment: publicExperiment(experiment) });
  });

  app.get(getExperiment.path, { config: { access: getExperiment.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = getExperiment.params.parse(request.params);
    const experiment = await experimentOf(db, website.id, id);
    // Exposures of the last renders are still in memory: counted too.
    await appExperiments(deps).assigner.flush();
    return { experiment: publicExperiment(experiment), results: await experimentResults(db, experiment, website.currency) };
  });

  app.put(setExperimentWeights.path, { config: { access: setExperimentWeights.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = setExperimentWeights.params.parse(request.params);
    const { weights } = setExperimentWeights.body.parse(request.body);
    return { experiment: publicExperiment(await setWeights(db, website.id, id, weights)) };
  });

  for (const [route, act] of [
    [startRoute, startExperiment],
    [stopRoute, stopExperiment],
  ] as const) {
    app.post(route.path, { config: { access: route.access } }, async (request) => {
      const website = ownerWebsite(request);
      const { id } = route.params.parse(request.params);
      return { experiment: publicExperiment(await act(db, website.id, id, now())) };
    });
  }

  app.post(rollOutRoute.path, { config: { access: rollOutRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = rollOutRoute.params.parse(request.params);
    const { winner } = rollOutRoute.body.parse(request.body);
    return { experiment: publicExperiment(await rollOutExperiment(db, website.id, id, winner, now())) };
  });
}
