/**
 * What the command palette offers for a text, pure: the dashboard's screens whose names match, then
 * the records the search route found, each with the address it opens.
 */
import type { RouteAnswer } from '@plinth/api/client';
import type { NavItem } from '../navigation.ts';
import { hrefFor } from '../router/routes.ts';

/** One choice of the palette. */
export interface PaletteChoice {
  key: string;
  /** What the choice is: 'Screen', 'Product', 'Order'… */
  kind: string;
  title: string;
  detail: string;
  href: string;
}

type Hit = RouteAnswer<'searchOwnerRecords'>['hits'][number];

const KIND_LABELS: Readonly<Record<Hit['kind'], string>> = { product: 'Product', order: 'Order', customer: 'Customer', page: 'Page', post: 'Post' };

/** Screens the palette shows at most. */
const SCREENS = 6;

/**
 * The screens whose title or group has a word starting with each word of `text`, case-insensitive.
 * @example screenChoices('ord', [{ name: 'orders', title: 'Orders', href: '/config/orders' }])[0].title // 'Orders'
 */
export function screenChoices(text: string, items: ReadonlyArray<NavItem & { group?: string }>): PaletteChoice[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return items
    .filter((item) => {
      const names = `${item.title} ${item.group ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      return words.every((word) => names.some((name) => name.startsWith(word)));
    })
    .slice(0, SCREENS)
    .map((item) => ({ key: `screen:${item.name}`, kind: 'Screen', title: item.title, detail: item.group ?? '', href: item.href }));
}

/**
 * Where a record found opens: an order or a customer on its page, a product in the list searched
 * for its title, a page in its editor (a blog on its posts, a store on the products), a post in its editor.
 * @example hitHref({ kind: 'order', id: 'o1', title: 'Order #3', detail: '' }) // '/config/orders/o1'
 */
export function hitHref(hit: Hit): string {
  switch (hit.kind) {
    case 'order':
      return hrefFor('order', { id: hit.id });
    case 'customer':
      return hrefFor('customer', { id: hit.id });
    case 'product':
      return `${hrefFor('products')}?q=${encodeURIComponent(hit.title)}`;
    case 'post':
      return hrefFor('post-editor', { id: hit.id });
    case 'page':
      if (hit.pageType === 'blog') return hrefFor('blog', { id: hit.id });
      if (hit.pageType === 'products') return hrefFor('products');
      return hrefFor('page-editor', { id: hit.id });
  }
}

/** The records found, as choices. */
export function recordChoices(hits: readonly Hit[]): PaletteChoice[] {
  return hits.map((hit) => ({ key: `${hit.kind}:${hit.id}`, kind: KIND_LABELS[hit.kind], title: hit.title, detail: hit.detail, href: hitHref(hit) }));
}
