import { moneyFromMinor, type CurrencyCode } from '@plinth/commerce';
import { escapeXml } from '@plinth/platform';

/*
 * The product feed in the Google Merchant Center format: RSS 2.0 with the `g:` namespace
 * (http://base.google.com/ns/1.0), one <item> per variant, grouped by g:item_group_id. Meta's
 * catalogue reads the same file ("Google Merchant Center RSS/XML" is one of its feed formats).
 */

/** `g:price`'s form: the amount with its currency's decimals, a space and the ISO code ("12.00 USD"). */
export function feedPrice(minor: number, currency: string): string {
  return `${moneyFromMinor(minor, currency as CurrencyCode).value} ${currency}`;
}

/** One variant of a product, as the feed lists it. */
export interface FeedEntry {
  /** The variant's SKU (unique per site), else its id. */
  id: string;
  /** The product id, when the product has more than one variant. */
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  priceCents: number;
  /** The sale price when on sale. */
  salePriceCents: number | null;
  currency: string;
  inStock: boolean;
  brand: string;
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** The feed's opening: the XML declaration, <rss> with the namespace, and the channel's own fields. */
export function feedHead(channel: { title: string; link: string; description: string }): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `${element('title', channel.title)}\n${element('link', channel.link)}\n${element('description', channel.description)}\n`
  );
}

/** One <item>. */
export function feedItem(entry: FeedEntry): string {
  const parts = [
    element('g:id', entry.id),
    entry.groupId ? element('g:item_group_id', entry.groupId) : '',
    element('title', entry.title),
    element('description', entry.description || entry.title),
    element('link', entry.link),
    entry.imageLink ? element('g:image_link', entry.imageLink) : '',
    element('g:price', feedPrice(entry.priceCents, entry.currency)),
    entry.salePriceCents !== null ? element('g:sale_price', feedPrice(entry.salePriceCents, entry.currency)) : '',
    element('g:availability', entry.inStock ? 'in stock' : 'out of stock'),
    element('g:condition', 'new'),
    element('g:brand', entry.brand),
  ];
  return `<item>\n${parts.filter(Boolean).join('\n')}\n</item>\n`;
}

/** The feed's closing. */
export const FEED_TAIL = '</channel>\n</rss>\n';
