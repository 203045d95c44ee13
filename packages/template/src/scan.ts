/** Stage 1: find tags in the source (jsont.md 2.1). */

/** Receives the pieces of the source in order. */
export interface ScanSink {
  text(s: string): void;
  comment(): void;
  /** The text between the braces of a candidate tag (not yet classified). */
  tag(inner: string): void;
}

/**
 * Splits `src` into text, comments and tags. `{##` opens a multi-line comment up to `##}` (unterminated: swallows
 * the rest); a `{` met before the closing `}` restarts the candidate there (never as a `{##` comment);
 * no `}` leaves the rest as text.
 */
export function scan(src: string, sink: ScanSink): void {
  const n = src.length;
  let textStart = 0;
  let i = 0;
  let restart = false;
  for (;;) {
    const open = src.indexOf('{', i);
    if (open < 0) break;
    // Only a search from scratch can open a `{##` comment: a `{##` met as a restart is an ordinary
    // candidate (`{{## {b} ##}` prints `{{## ` + b + ` ##}`, as the reference does).
    if (!restart && src.charCodeAt(open + 1) === 35 && src.charCodeAt(open + 2) === 35) {
      if (open > textStart) sink.text(src.slice(textStart, open));
      const close = src.indexOf('##}', open + 3);
      if (close < 0) {
        textStart = n;
        break;
      }
      sink.comment();
      i = textStart = close + 3;
      continue;
    }
    let j = open + 1;
    let c = 0;
    while (j < n) {
      c = src.charCodeAt(j);
      if (c === 123 || c === 125) break;
      j++;
    }
    if (j >= n) break;
    if (c === 123) {
      i = j;
      restart = true;
      continue;
    }
    restart = false;
    if (open > textStart) sink.text(src.slice(textStart, open));
    const inner = src.slice(open + 1, j);
    if (inner.charCodeAt(0) === 35) sink.comment();
    else sink.tag(inner);
    i = textStart = j + 1;
  }
  if (textStart < n) sink.text(src.slice(textStart));
}
