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


/** `listTaxonomyCollections`: the blogs and stores. */
export async function listCollections(api: ApiClient): Promise<TaxonomyCollection[]> {
  return (await api.call('listTaxonomyCollections')).collections;
}

/** `getTaxonomy`: tags and categories with their counts. */
export function collectionTerms(api: ApiClient, collectionId: string): Promise<CollectionTerms> {
  return api.call('getTaxonomy', { params: { id: collectionId } });
}

/** New. */
export async function createTerm(api: ApiClient, collectionId: string, kind: TaxonomyKind, name: string): Promise<Term> {
  return (await api.call('createTerm', { params: { id: collectionId, kind }, body: { name } })).term;
}

/** Edit (rename on every item). */
export function renameTerm(api: ApiClient, collectionId: string, kind: TaxonomyKind, name: string, newName: string): Promise<{ term: Term; updatedItems: number }> {
  return api.call('renameTerm', { params: { id: collectionId, kind }, body: { name, newName } });
}

/** Merge `name` into `into`. */
export function mergeTerm(api: ApiClient, collectionId: string, kind: TaxonomyKind, name: string, into: string): Promise<{ term: Term; updatedItems: number }> {
  return api.call('mergeTerm', { params: { id: collectionId, kind }, body: { name, into } });
}

/** Remove from every item. */
export function removeTerm(api: ApiClient, collectionId: string, kind: TaxonomyKind, name: string): Promise<{ updatedItems: number }> {
  return api.call('removeTerm', { params: { id: collectionId, kind }, query: { name } });
}
