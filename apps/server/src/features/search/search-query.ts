/*
 * A visitor's search text read once, the same way for both databases (websearch syntax): words
 * are ANDed, "a phrase" in double quotes, `or` between alternatives, `-word` leaves out. The words
 * are cut into letters and digits here, so no character of the visitor's text ever reaches FTS5's
 * MATCH grammar or PostgreSQL's tsquery parser unquoted: any text is a query or an empty one.
 */

/** The longest search text read (a longer one is cut), and the most words used from it. */
export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_TERMS = 16;

/** One alternative: words (or phrases, a word list each) all present, none of the left-out ones. */
interface Alternative {
  must: string[][];
  not: string[][];
}

/** A parsed search. */
export interface SearchQuery {
  /** The text as the visitor typed it (trimmed and cut), to show back. */
  text: string;
  /** Every word to look for, lower case (for highlighting). */
  words: string[];
  /** FTS5 MATCH expression, or '' when nothing can match. */
  fts5: string;
  /** The normalised websearch text for PostgreSQL's `websearch_to_tsquery`, or '' when nothing can match. */
  websearch: string;
}

// Letters, digits and their combining marks (an accent typed apart stays in its word).
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []);
}

/** Splits a search text into alternatives of phrases (pure). */
function alternativesOf(text: string): Alternative[] {
  const alternatives: Alternative[] = [{ must: [], not: [] }];
  let terms = 0;
  // A quoted phrase (its closing quote optional), or a run of other characters.
  const pieces = text.match(/-?"[^"]*"?|[^\s"]+/g) ?? [];
  for (const piece of pieces) {
    if (terms >= MAX_QUERY_TERMS) break;
    const current = alternatives.at(-1) as Alternative;
    if (piece.toLowerCase() === 'or') {
      if (current.must.length || current.not.length) alternatives.push({ must: [], not: [] });
      continue;
    }
    const negated = piece.startsWith('-') && piece.length > 1;
    const words = wordsOf(negated ? piece.slice(1) : piece).slice(0, MAX_QUERY_TERMS - terms);
    if (!words.length) continue;
    terms += words.length;
    // An unquoted piece with inner punctuation (e-mail, state-of-the-art) is a phrase too, as both databases read it.
    (negated ? current.not : current.must).push(words);
  }
  return alternatives.filter((alternative) => alternative.must.length > 0);
}

const quoted = (words: string[]) => `"${words.join(' ')}"`;

/**
 * Reads a visitor's search text.
 * @example parseSearchQuery('"sea salt" or pepper -black').fts5 // '("sea salt") OR ("pepper" NOT "black")'
 */
export function parseSearchQuery(raw: string): SearchQuery {
  const text = raw.slice(0, MAX_QUERY_CHARS * 4).normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);
  const alternatives = alternativesOf(text);
  const words = [...new Set(alternatives.flatMap((alternative) => alternative.must.flat()))];
  const fts5 = alternatives
    .map(({ must, not }) => `(${must.map(quoted).join(' AND ')}${not.map((phrase) => ` NOT ${quoted(phrase)}`).join('')})`)
    .join(' OR ');
  const websearch = alternatives
    .map(({ must, not }) => [...must.map(quoted), ...not.map((phrase) => `-${quoted(phrase)}`)].join(' '))
    .join(' or ');
  return { text, words, fts5, websearch };
}
