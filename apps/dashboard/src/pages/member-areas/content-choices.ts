/**
 * What an owner can put in a member area, as checkbox groups: whole pages, blogs and stores (the
 * site's collections), and the single posts and products the area already keeps (so they can be
 * taken out). A choice's key is `collectionId` plus `itemId` ('' for the whole collection).
 */
import type { Collection, MemberArea } from '../../api/types.ts';

/** One checkbox. */
export interface ContentChoice {
  key: string;
  collectionId: string;
  itemId: string | null;
  title: string;
  /** Where it is on the site, shown beside the title. */
  url: string;
}

/** A group of checkboxes under a legend. */
export interface ContentGroup {
  legend: string;
  choices: ContentChoice[];
}

/** The key of a content entry. */
export function contentKey(entry: { collectionId: string; itemId: string | null }): string {
  return `${entry.collectionId}:${entry.itemId ?? ''}`;
}

const COLLECTION_GROUPS: { type: Collection['type']; legend: string }[] = [
  { type: 'page', legend: 'Pages' },
  { type: 'blog', legend: 'Blogs (every post)' },
  { type: 'products', legend: 'Stores (every product)' },
];

/**
 * The groups to show, empty groups left out.
 * @example contentGroups([{ id: 'c1', title: 'Members', urlId: 'members', type: 'page' }], [])
 * // [{ legend: 'Pages', choices: [{ key: 'c1:', collectionId: 'c1', itemId: null, title: 'Members', url: '/members' }] }]
 */
export function contentGroups(collections: Collection[], assigned: MemberArea['content']): ContentGroup[] {
  const groups = COLLECTION_GROUPS.map(({ type, legend }) => ({
    legend,
    choices: collections
      .filter((c) => c.type === type)
      .map((c) => ({ key: contentKey({ collectionId: c.id, itemId: null }), collectionId: c.id, itemId: null, title: c.title, url: `/${c.urlId}` })),
  }));
  const single = assigned
    .filter((entry) => entry.itemId !== null)
    .map((entry) => ({ key: contentKey(entry), collectionId: entry.collectionId, itemId: entry.itemId, title: `${entry.kind === 'post' ? 'Post' : 'Product'}: ${entry.title}`, url: entry.url }));
  return [...groups, { legend: 'Single posts and products', choices: single }].filter((group) => group.choices.length > 0);
}

/**
 * The body of `PUT /api/owner/member-areas/:id/content` for the checked keys, in the order shown.
 * @example contentBody(groups, new Set(['c1:'])) // { content: [{ collectionId: 'c1', itemId: null }] }
 */
export function contentBody(groups: ContentGroup[], checked: ReadonlySet<string>): { content: { collectionId: string; itemId: string | null }[] } {
  return {
    content: groups.flatMap((group) => group.choices).filter((choice) => checked.has(choice.key)).map(({ collectionId, itemId }) => ({ collectionId, itemId })),
  };
}
