/**
 * The block kinds as the owner reads them (each kind's catalogue entry, @plinth/api blocks/<kind>/):
 * a name, a line saying what each is for (searched by the add-block menu), and a one-line summary
 * of a block's content for the block list.
 */
import { BLOCK_KINDS, EDITOR_BLOCK_TYPES, blockKindOf, type EditorBlock, type EditorBlockType } from '@plinth/api';

export const BLOCK_INFO: Readonly<Record<EditorBlockType, { name: string; about: string }>> = Object.fromEntries(
  BLOCK_KINDS.map((kind) => [kind.type, { name: kind.catalogue.name, about: kind.catalogue.about }]),
) as Record<EditorBlockType, { name: string; about: string }>;

/**
 * The types the add-block menu offers for `query` (name or description, any case), in the
 * document's order. A kind may not be offered on Android (platform.md §2: "Code editor (not
 * available on Android)").
 */
export function matchingTypes(query: string, android = false): EditorBlockType[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = EDITOR_BLOCK_TYPES.filter((type) => {
    if (android && blockKindOf(type).catalogue.offeredOnAndroid === false) return false;
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

export { richTextPlain } from '@plinth/api';

/** One line about a block's content, e.g. 'Heading 2: About us'; '' when there is nothing to say. */
export function blockSummary(block: EditorBlock): string {
  return blockKindOf(block.type).summary?.(block) ?? '';
}
