/**
 * The 17 block types as the owner reads them: a name, a line saying what each is for (searched by
 * the add-block menu), and a one-line summary of a block's content for the block list.
 */
import { EDITOR_BLOCK_TYPES, type EditorBlock, type EditorBlockType, type RichTextNode } from '@plinth/api';

export const BLOCK_INFO: Readonly<Record<EditorBlockType, { name: string; about: string }>> = {
  text: { name: 'Text', about: 'Paragraphs, headings, lists and links' },
  heading: { name: 'Heading', about: 'A title for a part of the page' },
  image: { name: 'Image', about: 'A picture from the library or an address, with a caption' },
  button: { name: 'Button', about: 'A link that looks like a button' },
  quote: { name: 'Quote', about: 'A quotation and its source' },
  line: { name: 'Line', about: 'A horizontal divider' },
  spacer: { name: 'Spacer', about: 'Empty space between blocks' },
  code: { name: 'Code', about: 'Your own HTML, CSS or JavaScript' },
  chart: { name: 'Chart', about: 'A line, bar or pie chart of your data' },
  form: { name: 'Form', about: 'One of your forms' },
  newsletter: { name: 'Newsletter', about: 'A sign-up for your mailing list' },
  product: { name: 'Product', about: 'One product with its add-to-cart button' },
  summary: { name: 'Summary', about: 'The latest items of a collection (a blog or a store)' },
  video: { name: 'Video', about: 'A video file or a video address' },
  audio: { name: 'Audio', about: 'An audio player' },
  map: { name: 'Map', about: 'A map of an address' },
  gallery: { name: 'Gallery', about: 'One of your galleries' },
};

/**
 * The types the add-block menu offers for `query` (name or description, any case), in the
 * document's order. The code block is not offered on Android (platform.md §2: "Code editor (not
 * available on Android)").
 */
export function matchingTypes(query: string, android = false): EditorBlockType[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = EDITOR_BLOCK_TYPES.filter((type) => {
    if (android && type === 'code') return false;
    const text = `${BLOCK_INFO[type].name} ${BLOCK_INFO[type].about}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  // A type whose name matches comes before one that only mentions the words (Enter adds the first).
  const byName = (type: EditorBlockType) => (words.length > 0 && BLOCK_INFO[type].name.toLowerCase().startsWith(words[0]) ? 0 : 1);
  return found.sort((a, b) => byName(a) - byName(b));
}

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

/** The plain text of a rich-text doc. */
export function richTextPlain(node: RichTextNode): string {
  if (node.type === 'text') return node.text ?? '';
  return (node.content ?? []).map(richTextPlain).join(node.type === 'doc' ? ' ' : '');
}

const clip = (text: string, max = 60) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** One line about a block's content, e.g. 'Heading 2: About us'; '' when there is nothing to say. */
export function blockSummary(block: EditorBlock): string {
  switch (block.type) {
    case 'text': return clip(richTextPlain(block.content));
    case 'heading': return clip(`Heading ${block.level}: ${block.text}`);
    case 'image': return clip(block.alt || block.caption || (block.mediaId ? 'Library image' : block.url ?? 'No picture yet'));
    case 'button': return clip(block.label ? `${block.label} → ${block.link.href}` : 'No label yet');
    case 'quote': return clip(block.text);
    case 'spacer': return `${block.height} px`;
    case 'code': return clip(`${block.language.toUpperCase()}: ${block.source}`);
    case 'chart': return clip(`${block.kind} chart${block.title ? `: ${block.title}` : ''}`);
    case 'newsletter': return clip(block.title);
    case 'summary': return `${block.limit} items, ${block.design}`;
    case 'video': case 'audio': return clip(block.mediaId ? 'Library file' : block.url ?? 'No file yet');
    case 'map': return clip([block.addressLine1, block.addressLine2, block.addressCountry].filter(Boolean).join(', '));
    default: return '';
  }
}
