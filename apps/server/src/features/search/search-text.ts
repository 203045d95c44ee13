/*
 * The plain text a search indexes: HTML bodies without their tags, and the words a published
 * editor document shows (rich text, headings, quotes, captions, titles) — never code or addresses.
 */

/** How much text of one page, post or product is indexed (a longer body is cut). */
export const MAX_INDEXED_CHARS = 20_000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Tags that part words (block-level); inline ones (em, a, span…) join what they wrap. */
const BLOCK_TAGS = new Set(['p', 'br', 'hr', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'tr', 'td', 'th', 'section', 'article', 'figure', 'figcaption', 'header', 'footer', 'dd', 'dt', 'dl']);

/** Text of an HTML fragment: tags (and scripts, styles) dropped, common entities read, spaces squeezed. */
export function htmlToText(html: string): string {
  let text = html;
  if (/<(?:script|style)\b/i.test(text)) text = text.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  if (text.includes('<')) text = text.replace(/<\/?([a-z][a-z0-9]*)?[^>]*>/gi, (_tag, name: string | undefined) => (name && BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : ''));
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

interface Node {
  text?: unknown;
  content?: unknown;
}

function richText(node: unknown, out: string[]): void {
  if (!node || typeof node !== 'object') return;
  const { text, content } = node as Node;
  if (typeof text === 'string') out.push(text);
  if (Array.isArray(content)) {
    for (const child of content) richText(child, out);
    out.push(' ');
  }
}

/** The words a stored editor document (JSON) shows; '' for anything unreadable. */
export function documentText(json: string | null): string {
  if (!json) return '';
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    return '';
  }
  const sections = (document as { sections?: unknown })?.sections;
  if (!Array.isArray(sections)) return '';
  const out: string[] = [];
  for (const section of sections) {
    const blocks = (section as { blocks?: unknown })?.blocks;
    if (!Array.isArray(blocks)) continue;
    for (const block of blocks as Record<string, unknown>[]) {
      if (!block || typeof block !== 'object') continue;
      if (block.type === 'text') richText(block.content, out);
      for (const key of ['text', 'source', 'caption', 'title', 'description', 'label', 'alt']) {
        if (block.type === 'code' && key === 'source') continue;
        const value = block[key];
        if (typeof value === 'string' && value) out.push(value);
      }
    }
  }
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Between a document's text and its tags and categories in the index (U+2063, invisible, a word
 * separator to both databases): the terms are found, but excerpts show only the text before it.
 */
export const TERMS_SEPARATOR = '\u2063';

/** Joins pieces of text into what is indexed, cut at {@link MAX_INDEXED_CHARS}. */
export function indexedText(...parts: string[]): string {
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim().slice(0, MAX_INDEXED_CHARS);
}
