/**
 * Escapes text for HTML element content and quoted attribute values (either quote): `& < > " '`
 * become `&amp; &lt; &gt; &quot; &#39;`. The one escaping for HTML the platform writes itself
 * (mails, plain pages, widget markup). Templates keep the JSON-T `html`/`htmlattr` formatters,
 * which escape less, as the hosted builder does.
 * @example escapeHtml(`<a href="x">Tom & Jerry's</a>`) // '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;'
 */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape: skip the replace (and its allocation) then.
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ENTITIES[c]) : text;
}

const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
