/**
 * A comment's text as React nodes: escaped (React text, never markup), line breaks kept by CSS, and
 * @profiles and #hashtags that start the text or follow a space linked as the
 * `activate-twitter-links` formatter links them (jsont.md §9, platform.md §7 "A link to a social
 * profile or hashtag is built for link activation").
 */
import type { ReactNode } from 'react';

const TOKEN = /(^|\s)([@#])(\w+)/g;

/** The link of a profile (`@name`) or hashtag (`#tag`). */
export function twitterLink(kind: '@' | '#', word: string): string {
  return kind === '@' ? `https://twitter.com/${word}/` : `https://twitter.com/hashtag/${word}?src=hash`;
}

/** Splits text into plain strings and profile or hashtag links. */
export function commentTextParts(text: string): Array<string | { kind: '@' | '#'; word: string; href: string }> {
  const parts: Array<string | { kind: '@' | '#'; word: string; href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [, space = '', kind, word = ''] = match;
    const start = (match.index ?? 0) + space.length;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ kind: kind as '@' | '#', word, href: twitterLink(kind as '@' | '#', word) });
    last = start + 1 + word.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The comment's text with its links. */
export function CommentText({ text }: { text: string }): ReactNode {
  return commentTextParts(text).map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {part.kind}
        {part.word}
      </a>
    ),
  );
}
