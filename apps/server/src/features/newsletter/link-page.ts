import { escapeHtml } from '@plinth/platform/escape-html';

/**
 * The small HTML page a newsletter link opens (no theme, no scripts: it works from any mail client):
 * a heading, a sentence and a way on to the site.
 * @example linkPage('Subscribed', 'Thank you: ann@example.org will receive news from Plinth.')
 */
export function linkPage(title: string, text: string): string {
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Continue to the site</a></p></body></html>`
  );
}
