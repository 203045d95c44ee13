import type { BlockBuilder } from './block-builder.ts';

/** The owner's code, run (`render`) or shown (`source`); an empty one is left out. */
export const codeBuilder: BlockBuilder<'code'> = {
  context(block) {
    if (!block.source.trim()) return null;
    const render = block.display === 'render';
    return {
      language: block.language,
      isSource: !render,
      isHtml: render && block.language === 'html',
      // The owner's style or script must not end its element early (no other escaping: it is theirs).
      isCss: render && block.language === 'css',
      isJs: render && block.language === 'javascript',
      source: render && block.language === 'css' ? block.source.replace(/<\/style/gi, '<\\/style') : render && block.language === 'javascript' ? block.source.replace(/<\/script/gi, '<\\/script') : block.source,
    };
  },
};
