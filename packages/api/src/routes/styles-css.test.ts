import { describe, expect, it } from 'vitest';
import { stylesMarkup } from './styles-css.ts';
import { siteStyles, THEME_STYLES, type SiteStyles } from './styles-schema.ts';

/* What a page carries for a site's styles: variables, one face per font and weight in use, preloads, the kit. */

describe('styles markup', () => {
  it('gives the theme’s own look as variables, with nothing to download', () => {
    const { css, head } = stylesMarkup(THEME_STYLES);
    expect(css).toBe(
      ':root{--ink:#1d1f22;--bg:#fbfaf7;--accent:#1f4d3a;--accent-ink:#ffffff;' +
        '--font-heading:system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;--weight-heading:700;' +
        '--font-body:system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;--weight-body:400;' +
        '--font-button:system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;--weight-button:600}',
    );
    expect(head).toBe('');
  });

  it('sends each font and weight in use once, preloaded, and links the font kit with its URL escaped', () => {
    const styles: SiteStyles = {
      fonts: {
        heading: { source: 'catalogue', id: 'lora', weight: 700 },
        body: { source: 'catalogue', id: 'lora', weight: 400 },
        button: { source: 'kit', family: 'Brand Sans', weight: 600 },
      },
      colors: { ...THEME_STYLES.colors, accent: { h: 320, s: 0.6, l: 0.3, a: 0.9 } },
      fontKitUrl: 'https://kit.example/fonts.css?id=1&x="2"',
    };
    const { css, head } = stylesMarkup(styles);
    // Lora 700 and 400 for the heading and body, preloaded; the body's italic and bold italic only declared.
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain('font-style:italic;font-weight:400;font-display:swap;src:url(/assets/fonts/lora/400-italic.woff2)');
    expect(css).toContain('font-style:italic;font-weight:700;font-display:swap;src:url(/assets/fonts/lora/700-italic.woff2)');
    expect(css).toContain('font-weight:700;font-display:swap;src:url(/assets/fonts/lora/700-normal.woff2)');
    expect(css).toContain('font-weight:400;font-display:swap;src:url(/assets/fonts/lora/400-normal.woff2)');
    expect(css).toContain('--accent:hsl(320 60% 30% / 0.9)');
    expect(css).toContain('--font-button:"Brand Sans", system-ui');
    expect(head).toBe(
      '<link rel="preload" href="/assets/fonts/lora/700-normal.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/assets/fonts/lora/400-normal.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="stylesheet" href="https://kit.example/fonts.css?id=1&amp;x=&quot;2&quot;">',
    );
  });

  it('declares a body font’s own bold and italic where it has them, none for an upright-only font', () => {
    const body = (id: string, weight: number) => stylesMarkup({ ...THEME_STYLES, fonts: { ...THEME_STYLES.fonts, body: { source: 'catalogue', id, weight } } });
    const lato = body('lato', 300);
    expect([...lato.css.matchAll(/src:url\(([^)]+)\)/g)].map((m) => m[1])).toEqual([
      '/assets/fonts/lato/300-normal.woff2', '/assets/fonts/lato/300-italic.woff2', '/assets/fonts/lato/700-normal.woff2', '/assets/fonts/lato/700-italic.woff2',
    ]);
    expect(lato.head.match(/preload/g)).toHaveLength(1);
    expect(body('comfortaa', 400).css.match(/@font-face/g)).toHaveLength(2); // 400 and its 700; no italic
    expect(body('lora', 700).css.match(/@font-face/g)).toHaveLength(2); // already bold: 700 and its italic
  });

  it('accepts only what is safe to write into CSS: catalogue ids, plain kit family names, checked colours', () => {
    const bad = (patch: Partial<Record<string, unknown>>) => siteStyles.safeParse({ ...THEME_STYLES, ...patch }).success;
    expect(bad({ fonts: { ...THEME_STYLES.fonts, body: { source: 'kit', family: 'A";}</style>', weight: 400 } }, fontKitUrl: 'https://k.example/a.css' })).toBe(false);
    expect(bad({ colors: { ...THEME_STYLES.colors, text: 'red;}' } })).toBe(false);
    expect(bad({ fontKitUrl: 'https://user:pw@k.example/a.css' })).toBe(false);
    expect(bad({ fontKitUrl: 'https://k.example/a.css' })).toBe(true);
  });
});
