import { escapeHtml } from '@plinth/platform/escape-html';
import { UNSUBSCRIBE_TEXT } from './messages.ts';

/*
 * The page an unsubscribe link opens: a plain, self-contained HTML document (no theme, no scripts), so
 * it works from any mail client and says exactly what happened.
 */

/** The confirmation page for `siteName`; `removed` tells whether the link removed a sign-up. */
export function unsubscribePage(siteName: string, removed: boolean): string {
  const text = removed ? UNSUBSCRIBE_TEXT.done : UNSUBSCRIBE_TEXT.unknown;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} — ${escapeHtml(siteName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1d2330;max-width:34rem;margin:4rem auto;padding:0 1.25rem}a{color:#1f4fb8}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<p><a href="/">Back to ${escapeHtml(siteName)}</a></p>
</main>
</body>
</html>
`;
}
