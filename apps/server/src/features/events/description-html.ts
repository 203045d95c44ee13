import { escapeHtml } from '@plinth/platform';

/**
 * An event's description, typed as plain text by the owner, as the body HTML the theme prints:
 * escaped, one paragraph per blank-line-separated block, single line breaks kept.
 * @example descriptionHtml('Bring <clay>.\n\nFree.') // '<p>Bring &lt;clay&gt;.</p><p>Free.</p>'
 */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
