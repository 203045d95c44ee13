/*
 * A site colour as the owner gives it, checked by one function the server's schemas and the
 * dashboard's colour picker share (platform.md §5 "Rendering rules": hex colours need 3 or 6 hex
 * digits; HSL bounds hue 0-360, saturation, lightness and alpha 0-1, with the spec's messages).
 */

/** The messages of platform.md §5, word for word (the hex one is the rule's own sentence). */
export const COLOUR_MESSAGES = {
  hex: 'Hex colours need 3 or 6 hex digits.',
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
  missing: 'Missing an H/S/L value.',
  shape: 'A colour is a hex string (#1f4d3a) or an object with h, s, l and an optional a.',
} as const;

/** An HSL colour in the spec's units: hue 0-360, saturation, lightness and alpha 0-1. */
export interface HslColour {
  h: number;
  s: number;
  l: number;
  a: number;
}

/** A stored colour: `#rrggbb` (lower case) or HSL with alpha. */
export type SiteColour = string | HslColour;

/** What {@link checkColour} finds. */
export type ColourCheck = { ok: true; colour: SiteColour } | { ok: false; message: string };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Checks a hex colour: 3 or 6 hex digits, with or without `#`.
 * @returns `#rrggbb` in lower case (3 digits doubled), or the spec's message
 * @example checkHex('#1F4') // { ok: true, colour: '#11ff44' }
 */
export function checkHex(value: string): ColourCheck {
  const match = HEX.exec(value.trim());
  if (!match) return { ok: false, message: COLOUR_MESSAGES.hex };
  const digits = (match[1] as string).toLowerCase();
  const six = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return { ok: true, colour: `#${six}` };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

/**
 * Checks an HSL colour's parts in the order the spec lists them: a missing (or non-numeric) H, S
 * or L first, then hue 0-360, saturation, lightness and alpha 0-1. Alpha defaults to 1.
 * @example checkHsl({ h: 400, s: 0.5, l: 0.5 }) // { ok: false, message: 'Hue out of bounds.' }
 */
export function checkHsl(value: { h?: unknown; s?: unknown; l?: unknown; a?: unknown }): ColourCheck {
  const { h, s, l } = value;
  if (!isNumber(h) || !isNumber(s) || !isNumber(l)) return { ok: false, message: COLOUR_MESSAGES.missing };
  if (h < 0 || h > 360) return { ok: false, message: COLOUR_MESSAGES.hue };
  if (s < 0 || s > 1) return { ok: false, message: COLOUR_MESSAGES.saturation };
  if (l < 0 || l > 1) return { ok: false, message: COLOUR_MESSAGES.lightness };
  const a = value.a === undefined ? 1 : value.a;
  if (!isNumber(a) || a < 0 || a > 1) return { ok: false, message: COLOUR_MESSAGES.alpha };
  return { ok: true, colour: { h, s, l, a } };
}

/** Checks either form: a hex string or an HSL object. */
export function checkColour(value: unknown): ColourCheck {
  if (typeof value === 'string') return checkHex(value);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return checkHsl(value as Record<string, unknown>);
  return { ok: false, message: COLOUR_MESSAGES.shape };
}

/** Rounds to at most `digits` decimals (no trailing zeros), for CSS. */
const round = (n: number, digits: number) => String(Math.round(n * 10 ** digits) / 10 ** digits);

/**
 * A checked colour as CSS.
 * @example colourCss({ h: 210, s: 0.5, l: 0.4, a: 0.8 }) // 'hsl(210 50% 40% / 0.8)'
 */
export function colourCss(colour: SiteColour): string {
  if (typeof colour === 'string') return colour;
  const hsl = `${round(colour.h, 2)} ${round(colour.s * 100, 2)}% ${round(colour.l * 100, 2)}%`;
  return colour.a === 1 ? `hsl(${hsl})` : `hsl(${hsl} / ${round(colour.a, 3)})`;
}
