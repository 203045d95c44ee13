/**
 * What an owner can put in a member area, as checkbox groups: whole pages, blogs and stores, and
 * single blog posts (`GET /api/owner/member-areas/content-choices`), plus anything the area keeps
 * that is not offered (a single product put in through the API), so it can be taken out. A
 * choice's key is `collectionId` plus `itemId` ('' for the whole collection).
 */
import type { MemberArea } from '../../api/types.ts';

/** A content entry as the API describes it. */
export type ContentEntry = MemberArea['content'][number];

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

const LEGENDS: Record<ContentEntry['kind'], string> = {
  page: 'Pages',
  blog: 'Blogs (every post)',
  products: 'Stores (every product)',
  post: 'Single blog posts',
  product: 'Single products',
};

/**
 * The groups to show, in the order pages, blogs, stores, posts, products; empty groups left out.
 * @example contentGroups([{ collectionId: 'c1', itemId: null, title: 'Members', url: '/members', kind: 'page' }], [])
 * // [{ legend: 'Pages', choices: [{ key: 'c1:', collectionId: 'c1', itemId: null, title: 'Members', url: '/members' }] }]
 */
export function contentGroups(offered: ContentEntry[], assigned: ContentEntry[]): ContentGroup[] {
  const keys = new Set(offered.map(contentKey));
  const all = [...offered, ...assigned.filter((entry) => !keys.has(contentKey(entry)))];
  return (Object.keys(LEGENDS) as ContentEntry['kind'][])
    .map((kind) => ({
      legend: LEGENDS[kind],
      choices: all.filter((entry) => entry.kind === kind).map((entry) => ({ key: contentKey(entry), collectionId: entry.collectionId, itemId: entry.itemId, title: entry.title, url: entry.url })),
    }))
    .filter((group) => group.choices.length > 0);
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
