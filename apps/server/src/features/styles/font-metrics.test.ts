import { FONT_CATALOGUE, fallbackFace, localFallbackOf, stylesMarkup, THEME_STYLES } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { createFontMetrics } from './font-metrics.ts';

/* Fallback faces sized from the catalogue fonts' own files, so a font swapping in moves no line. */

describe('font metrics and fallback faces', () => {
  const metricsOf = createFontMetrics();

  it('reads every catalogue font’s metrics from its WOFF file', () => {
    for (const font of FONT_CATALOGUE) {
      const metrics = metricsOf(font.id);
      expect(metrics, font.id).toBeDefined();
      expect(metrics!.unitsPerEm, font.id).toBeGreaterThanOrEqual(1000);
      expect(metrics!.ascent, font.id).toBeGreaterThan(0);
      expect(metrics!.descent, font.id).toBeLessThan(0);
      expect(metrics!.xAvgCharWidth / metrics!.unitsPerEm, font.id).toBeGreaterThan(0.2);
      expect(metrics!.xAvgCharWidth / metrics!.unitsPerEm, font.id).toBeLessThan(0.7);
    }
    expect(metricsOf('comic-sans')).toBeUndefined();
  });

  it('makes a local fallback face scaled to the font: wider fonts get a larger size-adjust', () => {
    const playfair = fallbackFace('playfair-display', metricsOf)!;
    expect(playfair.family).toBe('Playfair Display Fallback');
    expect(playfair.css).toMatch(
      /^@font-face\{font-family:"Playfair Display Fallback";src:local\("Times New Roman"\),local\("Liberation Serif"\),local\("Times"\);size-adjust:\d+(\.\d+)?%;ascent-override:\d+(\.\d+)?%;descent-override:\d+(\.\d+)?%;line-gap-override:\d+(\.\d+)?%\}$/,
    );
    const sizeOf = (id: string) => Number(/size-adjust:([\d.]+)%/.exec(fallbackFace(id, metricsOf)!.css)![1]);
    // Inter runs about 7% wider than Arial (the figure other tools derive too); Bebas Neue, condensed, far narrower.
    expect(sizeOf('inter')).toBeGreaterThan(105);
    expect(sizeOf('inter')).toBeLessThan(110);
    expect(sizeOf('bebas-neue')).toBeLessThan(85);
    // A monospace font's every letter has one advance: its average is that advance.
    expect(metricsOf('space-mono')!.xAvgCharWidth).toBe(612);
    // A script face has no local match: none.
    expect(localFallbackOf(FONT_CATALOGUE.find((f) => f.id === 'pacifico')!)).toBeNull();
    expect(fallbackFace('pacifico', metricsOf)).toBeNull();
    // Without metrics (the dashboard's preview) there is no fallback face either.
    expect(fallbackFace('lora')).toBeNull();
  });

  it('puts the fallback between the web font and the generic stack', () => {
    const markup = stylesMarkup({ ...THEME_STYLES, fonts: { ...THEME_STYLES.fonts, body: { source: 'catalogue', id: 'lora', weight: 400 } } }, metricsOf);
    expect(markup.css).toContain('--font-body:"Lora", "Lora Fallback", Georgia');
    // One fallback face, then Lora's 400 and its italic, bold and bold italic (those only declared).
    expect(markup.css.match(/@font-face\{font-family:"Lora Fallback"/g)).toHaveLength(1);
    expect(markup.css.match(/@font-face/g)).toHaveLength(5);
  });
});
