/**
 * The element an island lives in: `<div data-island="Name" data-props="…">html</div>`.
 * Props travel as JSON in an attribute, escaped for HTML, so no `</script>`,
 * `<!--` or U+2028 can break out of it (an attribute ends only at `"`).
 */
import type { IslandName } from './island-registry.ts';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
  '\u2028': '&#x2028;',
  '\u2029': '&#x2029;',
};
const ATTRIBUTE_SPECIALS = /[&"'<>\u2028\u2029]/g;

/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(ATTRIBUTE_SPECIALS, (c) => ATTRIBUTE_ESCAPES[c]);
}

/**
 * Wraps an island's server HTML in its hydration element.
 * @param name island name, written in `data-island`
 * @param props serialisable props (JSON); `{}` is omitted
 * @param html the island's `renderToString` output ('' for client-only islands)
 * @example islandMarkup('PillCart', {}, '') // '<div data-island="PillCart"></div>'
 */
export function islandMarkup(name: IslandName, props: object, html: string): string {
  const json = JSON.stringify(props);
  const propsAttribute = json === '{}' ? '' : ` data-props="${escapeAttribute(json)}"`;
  return `<div data-island="${name}"${propsAttribute}>${html}</div>`;
}

/** Reads the props back from the element's `data-props` (absent → `{}`). */
export function parseIslandProps(attribute: string | null): Record<string, unknown> {
  if (!attribute) return {};
  const parsed: unknown = JSON.parse(attribute);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
