import { describe, expect, it } from 'vitest';
import { editorBlock, isLanguageTag } from './editor-document.ts';

describe('the video block', () => {
  it('has no captions by default, in English when they are chosen', () => {
    expect(editorBlock.parse({ id: 'v', type: 'video' })).toMatchObject({ captionsMediaId: null, captionsLanguage: 'en', captionsLabel: 'English' });
  });

  it('takes a BCP 47 language for its captions and refuses anything else with a clear message', () => {
    for (const tag of ['en', 'pt-BR', 'zh-Hant-TW', 'es-419', 'fil']) expect(isLanguageTag(tag), tag).toBe(true);
    for (const tag of ['', 'english', 'e', 'en_US', 'en-', '12', 'en-abcdefghi', 'fr"><script>']) expect(isLanguageTag(tag), tag).toBe(false);
    const bad = editorBlock.safeParse({ id: 'v', type: 'video', captionsLanguage: 'French' });
    expect(bad.error?.issues[0]?.message).toBe('Captions language must be a language tag such as en or pt-BR.');
    expect(editorBlock.safeParse({ id: 'v', type: 'video', captionsLabel: 'x'.repeat(81) }).error?.issues[0]?.message).toBe('Captions label must be at most 80 characters.');
  });
});
