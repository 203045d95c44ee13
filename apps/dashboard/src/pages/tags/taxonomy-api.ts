/**
 * The tag and category manager's calls (contract: @plinth/api `taxonomyRoutes`), in one place so
 * the views stay about views.
 */
import type { TaxonomyKind, taxonomyCollection, taxonomyTerm } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type TaxonomyCollection = z.infer<typeof taxonomyCollection>;
export type Term = z.infer<typeof taxonomyTerm>;
export interface CollectionTerms {
  collection: TaxonomyCollection;
  tags: Term[];
  categories: Term[];
}

const base = (collectionId: string, kind: TaxonomyKind) => `/api/owner/taxonomy/${encodeURIComponent(collectionId)}/${kind}`;

/** `GET /api/owner/taxonomy`: the blogs and stores. */
export async function listCollections(api: ApiClient): Promise<TaxonomyCollection[]> {
  return (await api.get<{ collections: TaxonomyCollection[] }>('/api/owner/taxonomy')).collections;
}

/** `GET /api/owner/taxonomy/:id`: tags and categories with their counts. */
export function collectionTerms(api: ApiClient, collectionId: string): Promise<CollectionTerms> {
  return api.get<CollectionTerms>(`/api/owner/taxonomy/${encodeURIComponent(collectionId)}`);
}

/** New. */
export async function createTerm(api: ApiClient, collectionId: string, kind: TaxonomyKind, name: string): Promise<Term> {
  return (await api.send<{ term: Term }>('POST', base(collectionId, kind), { name })).term;
}

/** Edit (rename on every item). */
export function renameTerm(api: ApiClient, collectionId: string, kind: TaxonomyKind, name: string, newName: string): Promise<{ term: Term; updatedItems: number }> {
  return api.send('PATCH', base(collectionId, kind), { name, newName });
}

/** Merge `name` into `into`. */
export function mergeTerm(api: ApiClient, collectionId: string, kind: TaxonomyKind, name: string, into: string): Promise<{ term: Term; updatedItems: number }> {
  return api.send('POST', `${base(collectionId, kind)}/merge`, { name, into });
}

/** Remove from every item. */
export function removeTerm(api: ApiClient, collectionId: string, kind: TaxonomyKind, name: string): Promise<{ updatedItems: number }> {
  return api.send('DELETE', `${base(collectionId, kind)}?name=${encodeURIComponent(name)}`);
}
