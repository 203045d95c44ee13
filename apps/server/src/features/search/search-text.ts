import { htmlToText } from '@plinth/platform';

/*
 * The plain text a search indexes: HTML bodies without their tags, and the words a published
 * editor document shows (rich text, headings, quotes, captions, titles) — never code or addresses.
 */

/** How much text of one page, post or product is indexed (a longer body is cut). */
export const MAX_INDEXED_CHARS = 20_000;

/** Text of an HTML fragment: tags (and scripts, styles) dropped, common entities read, spaces squeezed (@plinth/platform's reading). */
export { htmlToText };

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
