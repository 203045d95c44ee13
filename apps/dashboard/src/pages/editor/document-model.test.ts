import { EDITOR_BLOCK_TYPES, EDITOR_LIMITS, editorDocument, type EditorDocument } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import {
  addSection, blankBlock, blockCount, blockProblem, duplicateBlock, insertBlock, isFull, moveAnnouncement, moveBlockBy, moveBlockTo, newId, removeBlock, savableDocument,
} from './document-model.ts';

const ids = (doc: EditorDocument) => doc.sections.map((s) => s.blocks.map((b) => b.id));
const page = (...sections: string[][]): EditorDocument => ({
  version: 1,
  sections: sections.map((blocks, i) => ({ id: `s${i}`, blocks: blocks.map((id) => blankBlock('line', id)) })),
});

describe('the editor document', () => {
  it('makes ids the schema accepts, each new', () => {
    const made = Array.from({ length: 200 }, () => newId());
    expect(new Set(made).size).toBe(200);
    for (const id of made) expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
  });

  it('offers all 17 block types, each new one valid once its required choice is made', () => {
    expect(EDITOR_BLOCK_TYPES).toHaveLength(17);
    const filled: Record<string, Record<string, string>> = { form: { formId: 'f1' }, product: { productId: 'p1' }, summary: { collectionId: 'c1' }, gallery: { galleryId: 'g1' }, heading: { text: 'Hello' }, button: { label: 'Go' }, quote: { text: 'So it goes.' } };
    const blocks = EDITOR_BLOCK_TYPES.map((type) => ({ ...blankBlock(type, `x${type}`), ...filled[type] }));
    expect(editorDocument.safeParse({ version: 1, sections: [{ id: 's', blocks }] }).success).toBe(true);
  });

  it('says what is missing, and an autosave leaves incomplete blocks out', () => {
    expect(blockProblem(blankBlock('form', 'f'))).toBe('Choose a form.');
    expect(blockProblem(blankBlock('gallery', 'g'))).toBe('Choose a gallery.');
    expect(blockProblem(blankBlock('heading', 'h'))).toBe('A heading needs text.');
    expect(blockProblem(blankBlock('spacer', 'sp'))).toBeNull();
    const doc = insertBlock(insertBlock(page(['a']), blankBlock('form', 'f')), blankBlock('spacer', 'sp'));
    expect(ids(savableDocument(doc))).toEqual([['a', 'sp']]);
    expect(ids(doc)).toEqual([['a', 'f', 'sp']]);
  });

  it('moves a block up and down, across sections at their edges, and not past the page', () => {
    const doc = page(['a', 'b'], ['c']);
    expect(ids(moveBlockBy(doc, 'a', 1))).toEqual([['b', 'a'], ['c']]);
    expect(ids(moveBlockBy(doc, 'b', 1))).toEqual([['a'], ['b', 'c']]);
    expect(ids(moveBlockBy(doc, 'c', -1))).toEqual([['a', 'b', 'c'], []]);
    expect(moveBlockBy(doc, 'a', -1)).toBe(doc);
    expect(moveBlockBy(doc, 'c', 1)).toBe(doc);
    expect(ids(moveBlockTo(doc, 'a', { section: 1, index: 1 }))).toEqual([['b'], ['c', 'a']]);
  });

  it('duplicates right after the block and puts a removed block back where it was', () => {
    const doc = page(['a', 'b']);
    expect(ids(duplicateBlock(doc, 'a', 'a2'))).toEqual([['a', 'a2', 'b']]);
    const { doc: without, removed } = removeBlock(doc, 'a');
    expect(ids(without)).toEqual([['b']]);
    expect(ids(insertBlock(without, removed!.block, removed!.place))).toEqual([['a', 'b']]);
  });

  it('holds at most 60 blocks: adding or duplicating then changes nothing', () => {
    let doc = addSection(page([]), 's9');
    for (let i = 0; i < EDITOR_LIMITS.maxBlocks; i++) doc = insertBlock(doc, blankBlock('line', `l${i}`));
    expect(blockCount(doc)).toBe(60);
    expect(isFull(doc)).toBe(true);
    expect(insertBlock(doc, blankBlock('line', 'one-more'))).toBe(doc);
    expect(duplicateBlock(doc, 'l0')).toBe(doc);
  });

  it('says where a moved block now stands, and in which section when it crossed into another', () => {
    const doc = page(['a', 'b'], ['c']);
    expect(moveAnnouncement(doc, moveBlockBy(doc, 'a', 1), 'a', 'Line')).toBe('Line block moved to position 2 of 3.');
    expect(moveAnnouncement(doc, moveBlockBy(doc, 'b', 1), 'b', 'Line')).toBe('Line block moved to position 2 of 3 in section 2.');
  });
});
