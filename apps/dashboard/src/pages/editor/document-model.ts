/**
 * The page document as the editor changes it: pure functions over sections and blocks (add,
 * duplicate, remove and put back, move), the 60-block limit, and what an autosave may send (a
 * block still missing a required choice — a form block with no form yet — stays on screen but is
 * left out of the save until it is complete).
 */
import { EDITOR_LIMITS, blockKindOf, editorBlock, type EditorBlock, type EditorBlockType, type EditorDocument, type EditorSection } from '@plinth/api';

/** A fresh id for a block or section (the schema's 1-40 letters, digits, - or _). */
export function newId(prefix = 'b'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return prefix + Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('').slice(0, 14);
}

/** A new block of `type` with its kind's defaults; required choices (a form, a product…) start empty. */
export function blankBlock(type: EditorBlockType, id: string = newId()): EditorBlock {
  return { id, type, ...structuredClone(blockKindOf(type).blank) } as EditorBlock;
}

/** Where a block sits: its section and its index there. */
export interface BlockPlace {
  section: number;
  index: number;
}

export function blockCount(doc: EditorDocument): number {
  return doc.sections.reduce((n, s) => n + s.blocks.length, 0);
}

/** True when no block may be added (platform.md §9: at most 60 blocks per layout). */
export function isFull(doc: EditorDocument): boolean {
  return blockCount(doc) >= EDITOR_LIMITS.maxBlocks;
}

export function findBlock(doc: EditorDocument, id: string): BlockPlace | null {
  for (const [section, s] of doc.sections.entries()) {
    const index = s.blocks.findIndex((b) => b.id === id);
    if (index >= 0) return { section, index };
  }
  return null;
}

const withSection = (doc: EditorDocument, section: number, blocks: (b: EditorBlock[]) => EditorBlock[]): EditorDocument => ({
  ...doc,
  sections: doc.sections.map((s, i) => (i === section ? { ...s, blocks: blocks(s.blocks) } : s)),
});

/** A document with one empty section (a new page, or one whose sections were all removed). */
export function ensureSection(doc: EditorDocument): EditorDocument {
  return doc.sections.length > 0 ? doc : { ...doc, sections: [{ id: newId('s'), blocks: [] }] };
}

/** Puts `block` at `place` (the end of the last section by default); unchanged when full. */
export function insertBlock(doc: EditorDocument, block: EditorBlock, place?: BlockPlace): EditorDocument {
  if (isFull(doc)) return doc;
  const base = ensureSection(doc);
  const at = place ?? { section: base.sections.length - 1, index: base.sections[base.sections.length - 1].blocks.length };
  return withSection(base, at.section, (blocks) => [...blocks.slice(0, at.index), block, ...blocks.slice(at.index)]);
}

export function updateBlock(doc: EditorDocument, id: string, update: (block: EditorBlock) => EditorBlock): EditorDocument {
  return { ...doc, sections: doc.sections.map((s) => ({ ...s, blocks: s.blocks.map((b) => (b.id === id ? update(b) : b)) })) };
}

/** Removes a block, returning what Undo needs to put it back where it was. */
export function removeBlock(doc: EditorDocument, id: string): { doc: EditorDocument; removed: { block: EditorBlock; place: BlockPlace } | null } {
  const place = findBlock(doc, id);
  if (!place) return { doc, removed: null };
  const block = doc.sections[place.section].blocks[place.index];
  return { doc: withSection(doc, place.section, (blocks) => blocks.filter((b) => b.id !== id)), removed: { block, place } };
}

/** A copy of the block right after it, with a new id; unchanged when full. */
export function duplicateBlock(doc: EditorDocument, id: string, copyId: string = newId()): EditorDocument {
  const place = findBlock(doc, id);
  if (!place || isFull(doc)) return doc;
  const copy = { ...structuredClone(doc.sections[place.section].blocks[place.index]), id: copyId };
  return insertBlock(doc, copy, { section: place.section, index: place.index + 1 });
}

/**
 * Moves a block by `delta` places through the whole page: past the start or end of its section it
 * goes into the neighbouring one, so the keyboard can take a block anywhere.
 */
export function moveBlockBy(doc: EditorDocument, id: string, delta: -1 | 1): EditorDocument {
  const place = findBlock(doc, id);
  if (!place) return doc;
  const blocks = doc.sections[place.section].blocks;
  const target = place.index + delta;
  if (target >= 0 && target < blocks.length) return moveBlockTo(doc, id, { section: place.section, index: target });
  const section = place.section + delta;
  if (section < 0 || section >= doc.sections.length) return doc;
  const index = delta < 0 ? doc.sections[section].blocks.length : 0;
  return moveBlockTo(doc, id, { section, index });
}

/** Moves a block to `place` (its index in the target section once moved, as arrayMove counts). */
export function moveBlockTo(doc: EditorDocument, id: string, place: BlockPlace): EditorDocument {
  const { doc: without, removed } = removeBlock(doc, id);
  if (!removed) return doc;
  return withSection(without, place.section, (blocks) => [...blocks.slice(0, place.index), removed.block, ...blocks.slice(place.index)]);
}

/** Adds an empty section at the end. */
export function addSection(doc: EditorDocument, id: string = newId('s')): EditorDocument {
  if (doc.sections.length >= EDITOR_LIMITS.maxSections) return doc;
  return { ...doc, sections: [...doc.sections, { id, blocks: [] }] };
}

/**
 * Puts a whole section (one of the library's) after section `after` (-1: first); unchanged when the
 * page would hold more sections or blocks than it may (platform.md §9).
 */
export function insertSection(doc: EditorDocument, section: EditorSection, after: number = doc.sections.length - 1): EditorDocument {
  if (doc.sections.length >= EDITOR_LIMITS.maxSections || blockCount(doc) + section.blocks.length > EDITOR_LIMITS.maxBlocks) return doc;
  const at = Math.max(0, Math.min(after + 1, doc.sections.length));
  return { ...doc, sections: [...doc.sections.slice(0, at), section, ...doc.sections.slice(at)] };
}

/** Removes an empty section (a section with blocks is never dropped with them). */
export function removeSection(doc: EditorDocument, id: string): EditorDocument {
  return { ...doc, sections: doc.sections.filter((s) => s.id !== id || s.blocks.length > 0) };
}

/** Blocks are never changed in place (each edit makes a new one), so each is checked once. */
const problems = new WeakMap<EditorBlock, string | null>();

/** Why a block cannot be saved as it is (the schema's message), or null when it can. */
export function blockProblem(block: EditorBlock): string | null {
  const known = problems.get(block);
  if (known !== undefined) return known;
  const choice = blockKindOf(block.type).requiredChoice;
  let problem: string | null;
  if (choice && !(block as Record<string, unknown>)[choice.field]) problem = choice.message;
  else {
    const result = editorBlock.safeParse(block);
    problem = result.success ? null : (result.error.issues[0]?.message ?? 'This block is not complete.');
  }
  problems.set(block, problem);
  return problem;
}

/** What an autosave sends: the document without the blocks that are not complete yet. */
export function savableDocument(doc: EditorDocument): EditorDocument {
  return { ...doc, sections: doc.sections.map((s: EditorSection) => ({ ...s, blocks: s.blocks.filter((b) => blockProblem(b) === null) })) };
}

/** Where a block stands in words after a move, e.g. 'Heading block moved to position 3 of 4 in section 2.' (said for screen readers). */
export function moveAnnouncement(before: EditorDocument, after: EditorDocument, id: string, name: string): string {
  const from = findBlock(before, id);
  const to = findBlock(after, id);
  if (!from || !to) return '';
  const position = after.sections.slice(0, to.section).reduce((n, s) => n + s.blocks.length, 0) + to.index + 1;
  const where = to.section !== from.section ? ` in section ${to.section + 1}` : '';
  return `${name} block moved to position ${position} of ${blockCount(after)}${where}.`;
}
