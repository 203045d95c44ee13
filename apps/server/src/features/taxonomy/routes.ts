import {
  createTerm as createRoute, getCollectionSort, getTaxonomy, listTaxonomyCollections, mergeTerm as mergeRoute, removeTerm as removeRoute,
  renameTerm as renameRoute, setCollectionSort, setItemTaxonomy,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { setSort, sortOf } from './sort-service.ts';
import { listTaxonomyCollections as listCollections } from './taxonomy-repository.ts';
import { collectionTerms, createTerm, mergeTerm, removeTerm, renameTerm, setItemTerms } from './taxonomy-service.ts';

/** The tag and category manager's API, an item's terms and the sort control: content:read to read, content:write to change. */
export function registerTaxonomyRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(listTaxonomyCollections.path, { config: { access: listTaxonomyCollections.access } }, async (request) => {
    return { collections: await listCollections(db, ownerWebsite(request).id) };
  });

  app.get(getTaxonomy.path, { config: { access: getTaxonomy.access } }, async (request) => {
    const { id } = getTaxonomy.params.parse(request.params);
    return collectionTerms(db, ownerWebsite(request).id, id);
  });

  app.post(createRoute.path, { config: { access: createRoute.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    const { id, kind } = createRoute.params.parse(request.params);
    const { name } = createRoute.body.parse(request.body);
    return reply.code(201).send({ term: await createTerm(db, website.id, id, kind, name, now()) });
  });

  app.patch(renameRoute.path, { config: { access: renameRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id, kind } = renameRoute.params.parse(request.params);
    const { name, newName } = renameRoute.body.parse(request.body);
    return renameTerm(db, website.id, id, kind, name, newName, now());
  });

  app.post(mergeRoute.path, { config: { access: mergeRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id, kind } = mergeRoute.params.parse(request.params);
    const { name, into } = mergeRoute.body.parse(request.body);
    return mergeTerm(db, website.id, id, kind, name, into);
  });

  app.delete(removeRoute.path, { config: { access: removeRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id, kind } = removeRoute.params.parse(request.params);
    const { name } = removeRoute.query.parse(request.query);
    return removeTerm(db, website.id, id, kind, name);
  });

  app.put(setItemTaxonomy.path, { config: { access: setItemTaxonomy.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = setItemTaxonomy.params.parse(request.params);
    return setItemTerms(db, website.id, id, setItemTaxonomy.body.parse(request.body));
  });

  app.get(getCollectionSort.path, { config: { access: getCollectionSort.access } }, async (request) => {
    const { id } = getCollectionSort.params.parse(request.params);
    return sortOf(db, ownerWebsite(request).id, id);
  });

  app.put(setCollectionSort.path, { config: { access: setCollectionSort.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = setCollectionSort.params.parse(request.params);
    return setSort(db, website.id, id, setCollectionSort.body.parse(request.body), now());
  });
}
