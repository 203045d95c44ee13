import { describe, expect, it } from 'vitest';
import { escapeAttribute, islandMarkup, parseIslandProps } from './island-markup.ts';

/** Decodes the entities escapeAttribute produces, as the browser's parser would. */
function decodeAttribute(text: string): string {
  return text
    .replace(/&#x2028;/g, '\u2028')
    .replace(/&#x2029;/g, '\u2029')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('islandMarkup', () => {
  it('omits empty props', () => {
    expect(islandMarkup('PillCart', {}, '')).toBe('<div data-island="PillCart"></div>');
  });

  it('escapes hostile JSON so nothing breaks out of the attribute', () => {
    const props = { title: '</script><!-- "quoted" & \'single\' \u2028 <b>' };
    const html = islandMarkup('VariantImage', props, '<img/>');
    const attribute = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(attribute).not.toMatch(/[<>"'\u2028\u2029]/);
    expect(html).not.toContain('</script>');
    expect(html).not.toContain('<!--');
    expect(html.endsWith('"><img/></div>')).toBe(true);
    expect(parseIslandProps(decodeAttribute(attribute))).toEqual(props);
  });

  it('escapes the ampersand first (no double decoding)', () => {
    expect(escapeAttribute('&quot;')).toBe('&amp;quot;');
  });
});

describe('parseIslandProps', () => {
  it('treats a missing attribute as no props', () => {
    expect(parseIslandProps(null)).toEqual({});
    expect(parseIslandProps('')).toEqual({});
  });
});
