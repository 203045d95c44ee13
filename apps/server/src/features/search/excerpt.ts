import { escapeHtml } from '@plinth/platform';

/*
 * The excerpt a search result shows: a window of the text around the first word found, every
 * searched word in it marked. The text is escaped piece by piece, so a page's own text (or the
 * visitor's query) can never add markup: only our <mark> elements are HTML.
 */

/** Characters of text in an excerpt. */
export const EXCERPT_CHARS = 220;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher of the searched words at word starts (case- and accent-blind as far as the text allows). */
function matcherOf(words: readonly string[]): RegExp | null {
  const usable = [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length).slice(0, 16);
  if (!usable.length) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/** `text` escaped, with each searched word wrapped in `<mark>`. */
export function highlight(text: string, words: readonly string[]): string {
  const matcher = matcherOf(words);
  if (!matcher) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(matcher)) {
    out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * The highlighted excerpt of `text` for `words`: starts a little before the first word found (at a
 * word boundary, with an ellipsis), or at the beginning when no word is in the text.
 * @example excerptHtml('Bread & butter <b>', ['butter']) // 'Bread &amp; <mark>butter</mark> &lt;b&gt;'
 */
export function excerptHtml(text: string, words: readonly string[], length = EXCERPT_CHARS): string {
  const matcher = matcherOf(words);
  const first = matcher ? text.search(matcher) : -1;
  let start = first > length / 3 ? first - Math.floor(length / 3) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  return `${start > 0 ? '… ' : ''}${highlight(text.slice(start, end), words)}${end < text.length ? ' …' : ''}`;
}
