import { LAYOUT_LIMITS } from '@plinth/platform';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * The taxonomy feature's routes (apps/server/src/features/taxonomy): the tag and category manager
 * of posts and products (platform.md §2 "Tag and category manager: New, Edit, Merge, Remove,
 * Filter"; issue 15), the tags and categories of one post or product, and the sort control
 * (platform.md §2 "Sort control: Sort By, Unsorted") of a blog, a store or a gallery. Reads need
 * content:read; writes content:write and the crumb.
 */

/** The two kinds of term, as the paths name them. */
export const TAXONOMY_KINDS = ['tags', 'categories'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** The `{tagType}` of the spec's messages. */
export const TAG_TYPE: Record<TaxonomyKind, 'tag' | 'category'> = { tags: 'tag', categories: 'category' };

/** The longest term of each kind (platform.md §9: tags 50 characters, categories 25). */
export const TERM_MAX_LENGTH: Record<TaxonomyKind, number> = { tags: LAYOUT_LIMITS.maxTagLength, categories: LAYOUT_LIMITS.maxCategoryLength };

/** Terms one post or product carries at most, per kind. */
export const MAX_TERMS_PER_ITEM = 100;

/** What the spec asks the manager to say (platform.md §5 "Editor messages shown to users", §8). */
export const TAXONOMY_MESSAGES = {
  exists: (kind: TaxonomyKind) => `This ${TAG_TYPE[kind]} already exists.`,
  editOne: (kind: TaxonomyKind) => `You may only edit one ${TAG_TYPE[kind]} at a time.`,
  removeWarning: (kind: TaxonomyKind) => `Removing a ${TAG_TYPE[kind]} updates every item that has it.`,
  tooLong: (kind: TaxonomyKind) => `A ${TAG_TYPE[kind]} is at most ${TERM_MAX_LENGTH[kind]} characters.`,
  empty: (kind: TaxonomyKind) => `Please enter a ${TAG_TYPE[kind]} name.`,
} as const;

/** A term as typed: trimmed, inner runs of white space made one space. */
const termText = (label: string) =>
  z.string({ error: `${label} must be text.` }).transform((value) => value.trim().replace(/\s+/g, ' '));

/** One term of an item's list, checked against its kind's length. */
const itemTerm = (kind: TaxonomyKind) =>
  termText(`Each ${TAG_TYPE[kind]}`)
    .refine((value) => value.length > 0, TAXONOMY_MESSAGES.empty(kind))
    .refine((value) => value.length <= TERM_MAX_LENGTH[kind], TAXONOMY_MESSAGES.tooLong(kind));

/** An item's list of one kind: at most {@link MAX_TERMS_PER_ITEM}, repeats (any case) dropped. */
const itemTerms = (kind: TaxonomyKind) =>
  z
    .array(itemTerm(kind), { error: `${kind} must be a list of names.` })
    .max(MAX_TERMS_PER_ITEM, `A post or product has at most ${MAX_TERMS_PER_ITEM} ${kind}.`)
    .transform((names) => names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i));

/** The params of a collection's terms of one kind. */
export const taxonomyParams = z.object({
  id: idParams.shape.id,
  kind: z.enum(TAXONOMY_KINDS, { error: 'kind must be tags or categories.' }),
});

/** A term with how many items of the collection carry it (0 for one made with New). */
export const taxonomyTerm = z.object({ name: z.string(), count: z.number().int() });

/** A collection whose items have tags and categories: a blog or a store. */
export const taxonomyCollection = z.object({ id: z.string(), title: z.string(), type: z.enum(['blog', 'products']), fullUrl: z.string() });

/** GET /api/owner/taxonomy. */
export const listTaxonomyCollections = defineRoute({
  method: 'GET',
  path: '/api/owner/taxonomy',
  tag: 'taxonomy',
  access: 'content:read',
  summary: 'The blogs and stores of the site, whose posts and products have tags and categories',
  response: z.object({ collections: z.array(taxonomyCollection) }),
});

/** GET /api/owner/taxonomy/:id. */
export const getTaxonomy = defineRoute({
  method: 'GET',
  path: '/api/owner/taxonomy/:id',
  tag: 'taxonomy',
  access: 'content:read',
  summary: "A blog's or store's tags and categories by name, each with how many items have it",
  params: idParams,
  response: z.object({ collection: taxonomyCollection, tags: z.array(taxonomyTerm), categories: z.array(taxonomyTerm) }),
});

/** POST /api/owner/taxonomy/:id/:kind. */
export const createTerm = defineRoute({
  method: 'POST',
  path: '/api/owner/taxonomy/:id/:kind',
  tag: 'taxonomy',
  access: 'content:write',
  summary: "New: adds a tag or category to the collection's list before any item has it",
  params: taxonomyParams,
  body: z.object({ name: termText('name') }, { error: 'The body must be a JSON object with name.' }),
  response: z.object({ term: taxonomyTerm }),
  status: 201,
});

/** PATCH /api/owner/taxonomy/:id/:kind. */
export const renameTerm = defineRoute({
  method: 'PATCH',
  path: '/api/owner/taxonomy/:id/:kind',
  tag: 'taxonomy',
  access: 'content:write',
  summary: 'Edit: renames a tag or category on every item that has it',
  params: taxonomyParams,
  body: z.object({ name: termText('name'), newName: termText('newName') }, { error: 'The body must be a JSON object with name and newName.' }),
  response: z.object({ term: taxonomyTerm, updatedItems: z.number().int() }),
});

/** POST /api/owner/taxonomy/:id/:kind/merge. */
export const mergeTerm = defineRoute({
  method: 'POST',
  path: '/api/owner/taxonomy/:id/:kind/merge',
  tag: 'taxonomy',
  access: 'content:write',
  summary: 'Merge: every item with the tag or category gets the target once; the merged one disappears',
  params: taxonomyParams,
  body: z.object({ name: termText('name'), into: termText('into') }, { error: 'The body must be a JSON object with name and into.' }),
  response: z.object({ term: taxonomyTerm, updatedItems: z.number().int() }),
});

/** DELETE /api/owner/taxonomy/:id/:kind?name=. */
export const removeTerm = defineRoute({
  method: 'DELETE',
  path: '/api/owner/taxonomy/:id/:kind',
  tag: 'taxonomy',
  access: 'content:write',
  summary: 'Remove: takes a tag or category off every item that has it and out of the list',
  params: taxonomyParams,
  query: z.object({ name: termText('name') }, { error: 'name is required.' }),
  response: z.object({ updatedItems: z.number().int() }),
});

/** The tags and categories of one post or product. */
export const itemTaxonomy = z.object({ tags: z.array(z.string()), categories: z.array(z.string()) });

/** PUT /api/owner/items/:id/taxonomy. */
export const setItemTaxonomy = defineRoute({
  method: 'PUT',
  path: '/api/owner/items/:id/taxonomy',
  tag: 'taxonomy',
  access: 'content:write',
  summary: 'Replaces the tags and categories of one post or product (repeats, in any case, kept once)',
  params: idParams,
  body: z.object({ tags: itemTerms('tags'), categories: itemTerms('categories') }, { error: 'The body must be a JSON object with tags and categories.' }),
  response: itemTaxonomy,
});

/* The sort control. */

/** Sort By's fields; 'unsorted' is the owner's own order. Price applies to stores only. */
export const SORT_FIELDS = ['unsorted', 'title', 'date', 'price'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** How a blog, a store or a gallery is ordered where the storefront lists it. */
export const collectionSort = z.object({
  field: z.enum(SORT_FIELDS, { error: `field must be one of ${SORT_FIELDS.join(', ')}.` }),
  direction: z.enum(SORT_DIRECTIONS, { error: 'direction must be asc or desc.' }).default('asc'),
}, { error: 'The body must be a JSON object with field and direction.' });
export type CollectionSort = z.output<typeof collectionSort>;

/** The answer of the sort routes: the order, and the fields this collection can be sorted by. */
const sortAnswer = z.object({ sort: collectionSort, fields: z.array(z.enum(SORT_FIELDS)) });

/** GET /api/owner/sort/:id. */
export const getCollectionSort = defineRoute({
  method: 'GET',
  path: '/api/owner/sort/:id',
  tag: 'taxonomy',
  access: 'content:read',
  summary: "How a blog, store or gallery is ordered on the storefront (Unsorted: the owner's order)",
  params: idParams,
  response: sortAnswer,
});

/** PUT /api/owner/sort/:id. */
export const setCollectionSort = defineRoute({
  method: 'PUT',
  path: '/api/owner/sort/:id',
  tag: 'taxonomy',
  access: 'content:write',
  summary: 'Sort By a field and direction, or Unsorted, for a blog, store or gallery',
  params: idParams,
  body: collectionSort,
  response: sortAnswer,
});

/** The taxonomy feature's routes. */
export const taxonomyRoutes: readonly ApiRoute[] = [
  listTaxonomyCollections, getTaxonomy, createTerm, renameTerm, mergeTerm, removeTerm, setItemTaxonomy, getCollectionSort, setCollectionSort,
];
