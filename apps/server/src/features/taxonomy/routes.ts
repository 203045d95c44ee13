import {
  createTerm as createRoute, getCollectionSort, getTaxonomy, listTaxonomyCollections, mergeTerm as mergeRoute, removeTerm as removeRoute,
  renameTerm as renameRoute, setCollectionSort, setItemTaxonomy,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { setSort, sortOf } from './sort-service.ts';
import { listTaxonomyCollections as listCollections } from './taxonomy-repository.ts';
import { collectionTerms, createTerm, mergeTerm, removeTerm, renameTerm, setItemTerms } from './taxonomy-service.ts';

/** The tag and category manager's API, an item's terms and the sort control: content:read to read, content:write to change. */
export function registerTaxonomyRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, listTaxonomyCollections, async ({ request }) => ({ collections: await listCollections(db, ownerWebsite(request).id) }));

  mount(app, getTaxonomy, async ({ params: { id }, request }) => collectionTerms(db, ownerWebsite(request).id, id));

  mount(app, createRoute, async ({ params: { id, kind }, body: { name }, request }) => {
    const website = ownerWebsite(request);
    return { term: await createTerm(db, website.id, id, kind, name, now()) };
  });

  mount(app, renameRoute, async ({ params: { id, kind }, body: { name, newName }, request }) => {
    const website = ownerWebsite(request);
    return renameTerm(db, website.id, id, kind, name, newName, now());
  });

  mount(app, mergeRoute, async ({ params: { id, kind }, body: { name, into }, request }) => {
    const website = ownerWebsite(request);
    return mergeTerm(db, website.id, id, kind, name, into);
  });

  mount(app, removeRoute, async ({ params: { id, kind }, query: { name }, request }) => {
    const website = ownerWebsite(request);
    return removeTerm(db, website.id, id, kind, name);
  });

  mount(app, setItemTaxonomy, async ({ params: { id }, body, request }) => {
    const website = ownerWebsite(request);
    return setItemTerms(db, website.id, id, body);
  });

  mount(app, getCollectionSort, async ({ params: { id }, request }) => sortOf(db, ownerWebsite(request).id, id));

  mount(app, setCollectionSort, async ({ params: { id }, body, request }) => {
    const website = ownerWebsite(request);
    return setSort(db, website.id, id, body, now());
  });
}
