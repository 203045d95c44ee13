/**
 * WCAG contrast of the colour pairs the theme uses (text on background, button text on the
 * button), computed by colord's a11y plugin. A colour with alpha is first laid over what is
 * beneath it (the background over white), since that is what a visitor sees.
 */
import { colord, type Colord } from 'colord';
import type { ColourSlot, SiteColour, SiteStyles } from '@plinth/api';
import { toColord } from './picker-colour.ts';

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** `top` laid over the opaque `under`. */
function over(top: Colord, under: Colord): Colord {
  const a = top.alpha();
  const t = top.toRgb();
  const u = under.toRgb();
  const mix = (x: number, y: number) => x * a + y * (1 - a);
  return colord({ r: mix(t.r, u.r), g: mix(t.g, u.g), b: mix(t.b, u.b) });
}

/** The contrast ratio of `text` on `back` (on a white page), 1 to 21. */
export function contrastRatio(text: SiteColour, back: SiteColour): number {
  const background = over(toColord(back), colord('#ffffff'));
  return over(toColord(text), background).contrast(background);
}

/** One pair the theme uses, with its ratio. */
export interface ContrastPair {
  label: string;
  /** The two colours of the pair. */
  slots: [ColourSlot, ColourSlot];
  ratio: number;
  ok: boolean;
}

/** The theme's pairs: text on the background, button text on the button (accent) colour. */
export function contrastPairs(styles: SiteStyles): ContrastPair[] {
  return [
    { label: 'Text on background', slots: ['text', 'background'] as [ColourSlot, ColourSlot], ratio: contrastRatio(styles.colors.text, styles.colors.background) },
    { label: 'Button text on button', slots: ['buttonText', 'accent'] as [ColourSlot, ColourSlot], ratio: contrastRatio(styles.colors.buttonText, styles.colors.accent) },
  ].map((pair) => ({ ...pair, ok: pair.ratio >= MIN_CONTRAST }));
}

/** `4.52:1` (two decimals at most, as WCAG tools show it; never rounded up past the 4.5 line). */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}
