/**
 * A page's seeded HTML as rich text (a page that has never been edited), read by the same schema
 * and paste clean-up the editor uses, then cut to the whitelist. Tiptap parses with the browser's
 * DOMParser; without a DOM (a server-side render, a unit test) the words are kept as paragraphs.
 */
import type { RichTextNode } from '@plinth/api';
import { generateJSON } from '@tiptap/core';
import { cleanPastedHtml } from './paste-cleanup.ts';
import { toRichTextDoc } from './rich-text-doc.ts';
import { richTextExtensions } from './rich-text-extensions.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: '\u00a0' };

/** The words of HTML as paragraphs, one per block element (no DOM needed). */
export function htmlWords(html: string): RichTextNode {
  const blocks = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .split(/<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|section|article|br)\b[^>]*>/i)
    .map((part) => part.replace(/<[^>]*>/g, '').replace(/&(#39|[a-z]+);/gi, (all, name: string) => ENTITIES[name.toLowerCase()] ?? all).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return toRichTextDoc({ type: 'doc', content: blocks.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });
}

/** @example htmlToRichText('<h2>Hello</h2><p>A <b>bold</b> start.</p>') */
export function htmlToRichText(html: string): RichTextNode {
  if (typeof DOMParser === 'undefined') return htmlWords(html);
  return toRichTextDoc(generateJSON(cleanPastedHtml(html), richTextExtensions()));
}
