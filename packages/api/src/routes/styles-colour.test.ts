import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOUR_MESSAGES, checkColour, checkHex, checkHsl, colourCss } from './styles-colour.ts';

/* The colour rules of platform.md §5, as properties over every value and as the edge cases. */

const inRange = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const outside = (min: number, max: number) =>
  fc.oneof(fc.double({ max: min, noNaN: true }), fc.double({ min: max, noNaN: true })).filter((n) => n < min || n > max);

describe('hex colours', () => {
  it('accept exactly 3 or 6 hex digits, with or without #, and store #rrggbb in lower case', () => {
    const hexDigits = (n: number) => fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: n, maxLength: n }).map((d) => d.join(''));
    fc.assert(
      fc.property(fc.oneof(hexDigits(3), hexDigits(6)), fc.boolean(), (digits, hash) => {
        const check = checkHex(`${hash ? '#' : ''}${digits}`);
        expect(check.ok).toBe(true);
        if (check.ok) expect(check.colour).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });

  it('refuse any other length or any non-hex character with the rule’s sentence', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (text) => {
        const plain = text.replace(/^#/, '').trim();
        fc.pre(!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(plain));
        expect(checkHex(text)).toEqual({ ok: false, message: COLOUR_MESSAGES.hex });
      }),
    );
    for (const bad of ['', '#', '#12', '#1234', '#12345', '#1234567', '#12345g', 'fff0', '##fff']) {
      expect(checkHex(bad), bad).toEqual({ ok: false, message: 'Hex colours need 3 or 6 hex digits.' });
    }
    expect(checkHex('#1F4')).toEqual({ ok: true, colour: '#11ff44' });
  });
});

describe('HSL colours', () => {
  it('accept every value inside the bounds, alpha defaulting to 1', () => {
    fc.assert(
      fc.property(inRange(0, 360), inRange(0, 1), inRange(0, 1), fc.option(inRange(0, 1), { nil: undefined }), (h, s, l, a) => {
        expect(checkHsl({ h, s, l, a })).toEqual({ ok: true, colour: { h, s, l, a: a ?? 1 } });
      }),
    );
  });

  it('name the first part out of bounds, in the spec’s words', () => {
    fc.assert(
      fc.property(outside(0, 360), inRange(0, 1), inRange(0, 1), (h, s, l) => {
        expect(checkHsl({ h, s, l })).toEqual({ ok: false, message: 'Hue out of bounds.' });
      }),
    );
    fc.assert(fc.property(inRange(0, 360), outside(0, 1), inRange(0, 1), (h, s, l) => {
      expect(checkHsl({ h, s, l })).toEqual({ ok: false, message: 'Saturation out of bounds.' });
    }));
    fc.assert(fc.property(inRange(0, 360), inRange(0, 1), outside(0, 1), (h, s, l) => {
      expect(checkHsl({ h, s, l })).toEqual({ ok: false, message: 'Lightness out of bounds.' });
    }));
    fc.assert(fc.property(inRange(0, 360), inRange(0, 1), inRange(0, 1), outside(0, 1), (h, s, l, a) => {
      expect(checkHsl({ h, s, l, a })).toEqual({ ok: false, message: 'Alpha out of bounds.' });
    }));
  });

  it('say a part is missing before any bound, whatever the others hold', () => {
    const part = fc.oneof(fc.double(), fc.constant(undefined), fc.constant(null), fc.string());
    fc.assert(
      fc.property(part, part, part, fc.constantFrom('h', 's', 'l'), (h, s, l, gone) => {
        const value: Record<string, unknown> = { h, s, l, [gone]: fc.sample(fc.constantFrom(undefined, null, 'x', Number.NaN), 1)[0] };
        expect(checkHsl(value)).toEqual({ ok: false, message: 'Missing an H/S/L value.' });
      }),
    );
  });

  it('hold the edges: 0 and 360, 0 and 1 are in; just past them is out', () => {
    expect(checkHsl({ h: 0, s: 0, l: 0, a: 0 }).ok).toBe(true);
    expect(checkHsl({ h: 360, s: 1, l: 1, a: 1 }).ok).toBe(true);
    expect(checkHsl({ h: -0.001, s: 0, l: 0 })).toEqual({ ok: false, message: 'Hue out of bounds.' });
    expect(checkHsl({ h: 360.5, s: 0, l: 0 })).toEqual({ ok: false, message: 'Hue out of bounds.' });
    expect(checkHsl({ h: 10, s: 1.01, l: 0 })).toEqual({ ok: false, message: 'Saturation out of bounds.' });
    expect(checkHsl({ h: 10, s: 0.5, l: -1 })).toEqual({ ok: false, message: 'Lightness out of bounds.' });
    expect(checkHsl({ h: 10, s: 0.5, l: 0.5, a: 2 })).toEqual({ ok: false, message: 'Alpha out of bounds.' });
    expect(checkHsl({ h: 10, s: 0.5, l: 0.5, a: '1' })).toEqual({ ok: false, message: 'Alpha out of bounds.' });
    expect(checkHsl({ s: 0.5, l: 0.5 })).toEqual({ ok: false, message: 'Missing an H/S/L value.' });
  });
});

describe('either form', () => {
  it('refuses what is neither a string nor an object', () => {
    for (const bad of [null, 3, [], true]) expect(checkColour(bad)).toEqual({ ok: false, message: COLOUR_MESSAGES.shape });
  });

  it('writes CSS: hex as stored, HSL with its alpha only when not opaque', () => {
    expect(colourCss('#1f4d3a')).toBe('#1f4d3a');
    expect(colourCss({ h: 210, s: 0.5, l: 0.4, a: 1 })).toBe('hsl(210 50% 40%)');
    expect(colourCss({ h: 210.123, s: 0.333, l: 0.4, a: 0.8 })).toBe('hsl(210.12 33.3% 40% / 0.8)');
  });
});
