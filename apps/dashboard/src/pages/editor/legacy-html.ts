/**
 * A page that has never been edited comes with its seeded HTML body (`legacyHtml`): the editor
 * turns it into blocks — each `<div data-gallery="ID"></div>` a gallery block, the HTML between
 * them a text block (through the rich-text editor's `htmlToRichText`).
 */
import type { EditorBlock, EditorDocument, RichTextNode } from '@plinth/api';
import { newId } from './document-model.ts';

const GALLERY = /<div\b[^>]*\bdata-gallery\s*=\s*(["'])([^"']+)\1[^>]*>\s*<\/div>/gi;

/** The HTML in pieces: text runs and gallery ids, in order. */
export function splitLegacyHtml(html: string): Array<{ html: string } | { galleryId: string }> {
  const parts: Array<{ html: string } | { galleryId: string }> = [];
  let last = 0;
  for (const match of html.matchAll(GALLERY)) {
    const before = html.slice(last, match.index);
    if (before.trim()) parts.push({ html: before });
    parts.push({ galleryId: match[2] });
    last = match.index + match[0].length;
  }
  const rest = html.slice(last);
  if (rest.trim()) parts.push({ html: rest });
  return parts;
}

/** The legacy HTML as a one-section document. */
export function legacyToDocument(html: string, toRichText: (html: string) => RichTextNode, id: (prefix?: string) => string = newId): EditorDocument {
  const blocks: EditorBlock[] = splitLegacyHtml(html).map((part) =>
    'galleryId' in part ? { id: id(), type: 'gallery', galleryId: part.galleryId } : { id: id(), type: 'text', content: toRichText(part.html) },
  );
  return { version: 1, sections: [{ id: id('s'), blocks }] };
}
