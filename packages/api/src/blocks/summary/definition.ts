import { z } from 'zod';
import { defineBlockKind } from '../block-kind.ts';
import { EDITOR_LIMITS, id } from '../schema-pieces.ts';

/** The latest items of a blog or a store, as a list or a grid. */
export const summaryBlock = defineBlockKind('summary', {
  collectionId: id('collectionId'),
  limit: z.number().int().min(1).max(EDITOR_LIMITS.maxSummaryItems).default(6),
  design: z.enum(['list', 'grid']).default('grid'),
}, {
  catalogue: { name: 'Summary', about: 'The latest items of a collection (a blog or a store)' },
  blank: { collectionId: '', limit: 6, design: 'grid' },
  requiredChoice: { field: 'collectionId', message: 'Choose a collection.' },
  form: [
    { control: 'choice', field: 'collectionId', label: 'Collection', list: 'collections', failure: 'Unable to load collections.', none: 'The site has no blog or store yet.' },
    { control: 'row', fields: [
      { control: 'number', field: 'limit', label: 'Items shown', min: 1, max: EDITOR_LIMITS.maxSummaryItems },
      { control: 'select', field: 'design', label: 'Design', options: [['grid', 'Grid'], ['list', 'List']] },
    ] },
  ],
  summary: (block) => `${block.limit} items, ${block.design}`,
  partial: 'block-summary.block',
});
