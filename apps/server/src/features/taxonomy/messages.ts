import { LAYOUT_LIMITS } from '@plinth/platform';
import { TAG_TYPE, TAXONOMY_MESSAGES, type TaxonomyKind } from '@plinth/api';

/** The taxonomy feature's owner-facing messages (the spec's own sentences come from @plinth/api). */
export const MESSAGES = {
  ...TAXONOMY_MESSAGES,
  noCollection: 'That blog or store does not exist.',
  noItem: 'That post or product does not exist.',
  noTerm: (kind: TaxonomyKind, name: string) => `There is no ${TAG_TYPE[kind]} named “${name}”.`,
  mergeIntoItself: (kind: TaxonomyKind) => `Choose another ${TAG_TYPE[kind]} to merge into.`,
  noSortTarget: 'That blog, store or gallery does not exist.',
  noPriceSort: 'Only a store can be sorted by price.',
  /** platform.md §9 "Nested categories limit: 10000". */
  tooManyCategories: `A blog or store has at most ${LAYOUT_LIMITS.maxNestedCategories.toLocaleString('en-US')} categories: merge or remove some first.`,
} as const;
