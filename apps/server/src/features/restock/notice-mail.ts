/*
 * The back-in-stock e-mail: what came back, a link to its page, and a link that removes the sign-up.
 * Plain text first (every client shows it), the same in escaped HTML.
 */

/** What a notice says. */
export interface NoticeInput {
  siteName: string;
  productTitle: string;
  /** 'M / Forest'; empty for a product without options. */
  variantDescriptor: string;
  /** Absolute URL of the product page. */
  productUrl: string;
  /** Absolute URL of the unsubscribe link. */
  unsubscribeUrl: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The subject, text and HTML of a notice. */
export function restockNotice(input: NoticeInput): { subject: string; text: string; html: string } {
  const name = input.variantDescriptor ? `${input.productTitle} (${input.variantDescriptor})` : input.productTitle;
  const subject = `Back in stock: ${name}`;
  const text = [
    `Good news: ${name} is back in stock at ${input.siteName}.`,
    '',
    `Shop it now: ${input.productUrl}`,
    '',
    'You get this e-mail because you asked to be told when this item is back in stock. We send it once.',
    `Remove your sign-up: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html =
    `<p>Good news: <strong>${escapeHtml(name)}</strong> is back in stock at ${escapeHtml(input.siteName)}.</p>` +
    `<p><a href="${escapeHtml(input.productUrl)}">Shop it now</a></p>` +
    '<p style="color:#666;font-size:13px">You get this e-mail because you asked to be told when this item is back in stock. We send it once. ' +
    `<a href="${escapeHtml(input.unsubscribeUrl)}">Remove your sign-up</a>.</p>`;
  return { subject, text, html };
}
