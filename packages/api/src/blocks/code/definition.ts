import { z } from 'zod';
import { clip, defineBlockKind } from '../block-kind.ts';
import { EDITOR_LIMITS } from '../schema-pieces.ts';

/** The owner's own HTML, CSS or JavaScript: run on the live site, or shown as code. */
export const codeBlock = defineBlockKind('code', {
  language: z.enum(['html', 'css', 'javascript'], { error: 'Code language must be html, css or javascript.' }),
  source: z.string().max(EDITOR_LIMITS.maxCodeChars, `Code must be at most ${EDITOR_LIMITS.maxCodeChars} characters.`),
  /** `render`: the owner's markup, style or script runs on the live site; `source`: shown as code. */
  display: z.enum(['render', 'source']).default('render'),
}, {
  // platform.md §2: "Code editor (not available on Android)".
  catalogue: { name: 'Code', about: 'Your own HTML, CSS or JavaScript', offeredOnAndroid: false },
  blank: { language: 'html', source: '', display: 'render' },
  form: [
    { control: 'warning', title: 'Custom scripts run on the live site.', text: 'Code shown as a page part runs for every visitor: add only code you trust.' },
    { control: 'row', fields: [
      { control: 'select', field: 'language', label: 'Language', options: [['html', 'HTML'], ['css', 'CSS'], ['javascript', 'JavaScript']] },
      { control: 'select', field: 'display', label: 'Show it as', options: [['render', 'Part of the page (it runs)'], ['source', 'Code for visitors to read']] },
    ] },
    { control: 'code', field: 'source', languageField: 'language', label: 'Code' },
  ],
  summary: (block) => clip(`${block.language.toUpperCase()}: ${block.source}`),
  partial: 'block-code.block',
});
