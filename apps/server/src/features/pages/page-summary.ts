/**
 * A page's meta description when the owner has written none: the words of its first text block
 * (or else its first heading), cut at a word within 160 characters — what search results show,
 * rather than no description at all.
 */
import { htmlToText } from '@plinth/platform';

const MAX_CHARS = 160;

/** The text of rendered rich-text HTML (ours: escaped, whitelisted), every tag a space (@plinth/platform's reading). */
const textOf = (html: string): string => htmlToText(html, { tags: 'space' });

/** At most 160 characters, cut at the last whole word with an ellipsis. */
function clip(text: string): string {
  if (text.length <= MAX_CHARS) return text;
  const cut = text.slice(0, MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The summary of a page's sections (`pageSections` of its context), or '' when no block has words. */
export function pageSummary(sections: unknown): string {
  if (!Array.isArray(sections)) return '';
  const blocks = sections.flatMap((section) => ((section as { blocks?: unknown[] }).blocks ?? []) as Array<Record<string, unknown>>);
  const text = blocks.find((block) => block.type === 'text' && typeof block.html === 'string' && textOf(block.html));
  if (text) return clip(textOf(text.html as string));
  const heading = blocks.find((block) => block.type === 'heading' && typeof block.text === 'string' && block.text.trim());
  return heading ? clip((heading.text as string).trim()) : '';
}
