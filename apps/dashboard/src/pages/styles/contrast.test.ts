import { THEME_STYLES } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, formatRatio } from './contrast.ts';
import { fromPickerHsla, hexOf, toPickerHsla } from './picker-colour.ts';

describe('contrast of the theme’s colour pairs', () => {
  it('matches WCAG: black on white is 21:1, equal colours 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
  });

  it('passes the theme’s own look and warns for a pale button with white text', () => {
    expect(contrastPairs(THEME_STYLES).every((pair) => pair.ok)).toBe(true);
    const pale = contrastPairs({ ...THEME_STYLES, colors: { ...THEME_STYLES.colors, accent: '#a8e6cf' } });
    expect(pale.map((p) => [p.label, p.ok])).toEqual([['Text on background', true], ['Button text on button', false]]);
  });

  it('lays a translucent colour over what is beneath it', () => {
    // Black at 0 alpha on white is white: no contrast at all.
    expect(contrastRatio({ h: 0, s: 0, l: 0, a: 0 }, '#ffffff')).toBe(1);
    expect(contrastRatio({ h: 0, s: 0, l: 0, a: 0.5 }, '#ffffff')).toBeLessThan(21);
  });

  it('never shows a ratio just under 4.5 as 4.5', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
  });
});

describe('the picker’s colour conversions', () => {
  it('give hex when opaque and HSL in the spec’s units with alpha', () => {
    expect(fromPickerHsla({ h: 150, s: 100, l: 36.7, a: 1 })).toMatch(/^#[0-9a-f]{6}$/);
    expect(fromPickerHsla({ h: 150, s: 50, l: 40, a: 0.5 })).toEqual({ h: 150, s: 0.5, l: 0.4, a: 0.5 });
    expect(toPickerHsla({ h: 150, s: 0.5, l: 0.4, a: 0.5 })).toEqual({ h: 150, s: 50, l: 40, a: 0.5 });
    expect(hexOf({ h: 150, s: 0.5, l: 0.4, a: 0.5 })).toBe('#339966');
  });
});
