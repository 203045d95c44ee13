import { describe, expect, it } from 'vitest';
import type { BlockFormField } from './form-description.ts';
import { BLOCK_KINDS, EDITOR_BLOCK_TYPES, blockKindOf, blockMediaIds, editorBlock } from './index.ts';

/** Every field name a form description points at, rows opened. */
// Any kind's fields: their names are checked against its schema below.
function namedFields(fields: ReadonlyArray<BlockFormField<any>>): string[] {
  return fields.flatMap((field) => {
    if (field.control === 'row') return namedFields(field.fields);
    return [
      ...('field' in field ? [field.field] : []),
      ...('languageField' in field ? [field.languageField] : []),
      ...('altField' in field && field.altField ? [field.altField] : []),
      ...(field.control === 'mediaSource' ? ['mediaId', 'url'] : []),
      ...(field.control === 'poster' ? ['posterMediaId'] : []),
      ...(field.control === 'captions' ? ['captionsMediaId', 'captionsLanguage', 'captionsLabel'] : []),
    ];
  });
}

describe('the block kinds', () => {
  it('are 17, each type once, in the menu order, each found by its type', () => {
    expect(EDITOR_BLOCK_TYPES).toEqual(['text', 'heading', 'image', 'button', 'quote', 'line', 'spacer', 'code', 'chart', 'form', 'newsletter', 'product', 'summary', 'video', 'audio', 'map', 'gallery']);
    for (const kind of BLOCK_KINDS) expect(blockKindOf(kind.type)).toBe(kind);
  });

  it('each start a new block with every field of their schema, valid once the required choice is made', () => {
    for (const each of BLOCK_KINDS) {
      const kind = blockKindOf(each.type);
      const block = { id: 'b1', type: kind.type, ...kind.blank, ...(kind.requiredChoice ? { [kind.requiredChoice.field]: 'x1' } : {}) };
      // Filled in like the editor (a heading, a button and a quote need text).
      const filled = { ...block, ...({ heading: { text: 'Hi' }, button: { label: 'Go' }, quote: { text: 'So it goes.' } } as Record<string, object>)[kind.type] };
      expect(editorBlock.parse(filled), kind.type).toEqual(filled);
      expect(Object.keys(each.schema.shape).sort(), kind.type).toEqual(Object.keys(block).sort());
    }
  });

  it('describe forms over their own fields, and name their partial after their type', () => {
    for (const kind of BLOCK_KINDS) {
      const keys = Object.keys(kind.schema.shape);
      for (const name of namedFields(kind.form)) expect(keys, `${kind.type}.${name}`).toContain(name);
      expect(kind.partial).toBe(`block-${kind.type}.block`);
    }
  });
});

describe('the media files a block names', () => {
  it('are its kind’s media fields that are set', () => {
    expect(blockMediaIds({ id: 'b1', type: 'video', mediaId: 'm1', url: null, caption: '', posterMediaId: 'p1', captionsMediaId: null, captionsLanguage: 'en', captionsLabel: 'English' })).toEqual(['m1', 'p1']);
    expect(blockMediaIds({ id: 'b2', type: 'image', mediaId: null, url: 'https://x.test/a.png', alt: '', caption: '', link: null })).toEqual([]);
    expect(blockMediaIds({ id: 'b3', type: 'heading', text: 'Hi', level: 2 } as never)).toEqual([]);
  });
});
