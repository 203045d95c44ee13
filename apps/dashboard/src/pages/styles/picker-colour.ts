/**
 * Conversions the colour picker needs between a stored site colour (@plinth/api SiteColour: hex or
 * HSL in the spec's units), react-colorful's HSLA (saturation and lightness 0-100) and RGB, done by
 * colord. What the picker gives back: a hex string when opaque, HSL with alpha otherwise (hex has
 * no alpha in the spec's 3 or 6 digits).
 */
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { SiteColour } from '@plinth/api';

extend([a11yPlugin]);

/** react-colorful's HSLA: h 0-360, s and l 0-100, a 0-1. */
export interface PickerHsla {
  h: number;
  s: number;
  l: number;
  a: number;
}

/** A stored colour as a colord value. */
export function toColord(colour: SiteColour): Colord {
  return typeof colour === 'string' ? colord(colour) : colord({ h: colour.h, s: colour.s * 100, l: colour.l * 100, a: colour.a });
}

/** A stored colour as the picker's HSLA. */
export function toPickerHsla(colour: SiteColour): PickerHsla {
  if (typeof colour !== 'string') return { h: colour.h, s: colour.s * 100, l: colour.l * 100, a: colour.a };
  const { h, s, l, a } = colord(colour).toHsl();
  return { h, s, l, a };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The picker's HSLA as what is stored: hex when opaque, else HSL in the spec's units. */
export function fromPickerHsla(hsla: PickerHsla): SiteColour {
  if (hsla.a >= 1) return colord({ h: hsla.h, s: hsla.s, l: hsla.l }).toHex().slice(0, 7);
  return { h: round(hsla.h, 1), s: round(hsla.s / 100, 3), l: round(hsla.l / 100, 3), a: round(hsla.a, 2) };
}

/** `#rrggbb` of a colour, alpha dropped (for the Hex field and swatch names). */
export function hexOf(colour: SiteColour): string {
  return toColord(colour).alpha(1).toHex().slice(0, 7);
}
