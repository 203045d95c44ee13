/**
 * Escapes text for XML element content and quoted attribute values (feeds, sitemaps, SVG): `& < > " '`
 * become `&amp; &lt; &gt; &quot; &apos;`, and the characters XML 1.0 does not allow at all (control
 * characters but tab, LF and CR; lone surrogates; U+FFFE and U+FFFF) are dropped, so a stray one in
 * a product's text cannot make a whole feed unreadable.
 * @example escapeXml(`Tom & Jerry's <"mug">`) // 'Tom &amp; Jerry&apos;s &lt;&quot;mug&quot;&gt;'
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(SPECIALS, (c) => ENTITIES[c] as string);
}

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIALS = /[&<>"']/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
