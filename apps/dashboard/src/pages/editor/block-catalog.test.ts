import { describe, expect, it } from 'vitest';
import { blankBlock } from './document-model.ts';
import { blockSummary, isAndroid, matchingTypes } from './block-catalog.ts';

describe('the add-block menu', () => {
  it('lists the 17 types, and finds them by name or by what they do', () => {
    expect(matchingTypes('')).toHaveLength(17);
    expect(matchingTypes('CHART')).toEqual(['chart']);
    expect(matchingTypes('picture')).toEqual(['image']);
    expect(matchingTypes('mailing list')).toEqual(['newsletter']);
    expect(matchingTypes('zzz')).toEqual([]);
    // 'heading' names a type and is mentioned by Text's description: the named one comes first.
    expect(matchingTypes('heading')).toEqual(['heading', 'text']);
  });

  it('does not offer the code block on Android', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBe(false);
    expect(matchingTypes('', true)).not.toContain('code');
    expect(matchingTypes('', true)).toHaveLength(16);
  });
});

describe('a block in the list', () => {
  it('reads as one line of its content', () => {
    expect(blockSummary({ id: 'h', type: 'heading', text: 'About us', level: 2, align: 'left' })).toBe('Heading 2: About us');
    const text = { ...blankBlock('text', 't'), content: { type: 'doc' as const, content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Hello ' }, { type: 'text' as const, text: 'world', marks: [{ type: 'bold' as const }] }] }] } };
    expect(blockSummary(text)).toBe('Hello world');
    expect(blockSummary({ id: 'q', type: 'quote', text: 'x'.repeat(80), source: '' })).toHaveLength(60);
    expect(blockSummary(blankBlock('spacer', 's'))).toBe('48 px');
  });
});
