/*
 * The text of an HTML fragment, for the server's plain-text needs alike: the search index and
 * feeds, the public API's excerpts and descriptions, a page's meta description. One reading:
 * scripts and styles dropped, tags dropped, entities read (named common ones and numeric), white
 * space made single.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Tags that part words (block-level); inline ones (em, a, span…) join what they wrap. */
const BLOCK_TAGS = new Set(['p', 'br', 'hr', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'tr', 'td', 'th', 'section', 'article', 'figure', 'figcaption', 'header', 'footer', 'dd', 'dt', 'dl']);

export interface HtmlToTextOptions {
  /**
   * `'join'` (default): an inline tag joins what it wraps (`a<em>b</em>` is `ab`), a block tag parts
   * words. `'space'`: every tag is a space (the excerpts of the public API and the meta description).
   */
  tags?: 'join' | 'space';
}

/**
 * Text of an HTML fragment: tags (and scripts, styles) dropped, common entities read, spaces squeezed.
 * @example htmlToText('<p>Fish &amp; <em>chips</em></p>') // 'Fish & chips'
 */
export function htmlToText(html: string, { tags = 'join' }: HtmlToTextOptions = {}): string {
  let text = html;
  if (/<(?:script|style)\b/i.test(text)) text = text.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  if (text.includes('<')) text = text.replace(/<\/?([a-z][a-z0-9]*)?[^>]*>/gi, (_tag, name: string | undefined) => (tags === 'space' || (name && BLOCK_TAGS.has(name.toLowerCase())) ? ' ' : ''));
  if (text.includes('&')) {
    text = text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
      const key = name.toLowerCase();
      if (key.startsWith('#x')) return safeChar(Number.parseInt(key.slice(2), 16));
      if (key.startsWith('#') && key !== '#39') return safeChar(Number(key.slice(1)));
      return ENTITIES[key] ?? entity;
    });
  }
  return text.replace(/\s+/g, ' ').trim();
}

function safeChar(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
}
