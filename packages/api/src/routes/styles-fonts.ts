/*
 * The self-hosted font catalogue (platform.md §2 "Font picker": categories Sans Serif, Serif,
 * Display, Script, Slab Serif, Mono and Other). Every font is an @fontsource package installed
 * with Plinth (version 5.3.0); the server sends its latin files itself, so no visitor's address
 * goes to a third party. Weights and styles are those the package ships.
 */

/** The picker's categories, in the spec's order. */
export const FONT_CATEGORIES = ['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/** A font style the files come in. */
export type FontStyle = 'normal' | 'italic';

/** One font of the catalogue. */
export interface CatalogueFont {
  /** The @fontsource package name after the scope, and the font's id in styles: `playfair-display`. */
  id: string;
  family: string;
  category: FontCategory;
  weights: readonly number[];
  styles: readonly FontStyle[];
  /** The local fonts that stand in while it loads (and for a visitor whose download fails). */
  fallback: string;
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", serif';
const MONO = 'ui-monospace, Menlo, Consolas, monospace';
const CURSIVE = 'cursive';
const ALL = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
const BOTH: readonly FontStyle[] = ['normal', 'italic'];
const UPRIGHT: readonly FontStyle[] = ['normal'];

/** The catalogue, by category then name. */
export const FONT_CATALOGUE: readonly CatalogueFont[] = [
  { id: 'dm-sans', family: 'DM Sans', category: 'Sans Serif', weights: ALL, styles: BOTH, fallback: SANS },
  { id: 'inter', family: 'Inter', category: 'Sans Serif', weights: ALL, styles: BOTH, fallback: SANS },
  { id: 'lato', family: 'Lato', category: 'Sans Serif', weights: [100, 300, 400, 700, 900], styles: BOTH, fallback: SANS },
  { id: 'work-sans', family: 'Work Sans', category: 'Sans Serif', weights: ALL, styles: BOTH, fallback: SANS },
  { id: 'libre-baskerville', family: 'Libre Baskerville', category: 'Serif', weights: [400, 500, 600, 700], styles: BOTH, fallback: SERIF },
  { id: 'lora', family: 'Lora', category: 'Serif', weights: [400, 500, 600, 700], styles: BOTH, fallback: SERIF },
  { id: 'merriweather', family: 'Merriweather', category: 'Serif', weights: [300, 400, 500, 600, 700, 800, 900], styles: BOTH, fallback: SERIF },
  { id: 'playfair-display', family: 'Playfair Display', category: 'Serif', weights: [400, 500, 600, 700, 800, 900], styles: BOTH, fallback: SERIF },
  { id: 'abril-fatface', family: 'Abril Fatface', category: 'Display', weights: [400], styles: UPRIGHT, fallback: SERIF },
  { id: 'bebas-neue', family: 'Bebas Neue', category: 'Display', weights: [400], styles: UPRIGHT, fallback: SANS },
  { id: 'dancing-script', family: 'Dancing Script', category: 'Script', weights: [400, 500, 600, 700], styles: UPRIGHT, fallback: CURSIVE },
  { id: 'great-vibes', family: 'Great Vibes', category: 'Script', weights: [400], styles: UPRIGHT, fallback: CURSIVE },
  { id: 'pacifico', family: 'Pacifico', category: 'Script', weights: [400], styles: UPRIGHT, fallback: CURSIVE },
  { id: 'arvo', family: 'Arvo', category: 'Slab Serif', weights: [400, 700], styles: BOTH, fallback: SERIF },
  { id: 'roboto-slab', family: 'Roboto Slab', category: 'Slab Serif', weights: ALL, styles: UPRIGHT, fallback: SERIF },
  { id: 'zilla-slab', family: 'Zilla Slab', category: 'Slab Serif', weights: [300, 400, 500, 600, 700], styles: BOTH, fallback: SERIF },
  { id: 'ibm-plex-mono', family: 'IBM Plex Mono', category: 'Mono', weights: [100, 200, 300, 400, 500, 600, 700], styles: BOTH, fallback: MONO },
  { id: 'jetbrains-mono', family: 'JetBrains Mono', category: 'Mono', weights: [100, 200, 300, 400, 500, 600, 700, 800], styles: BOTH, fallback: MONO },
  { id: 'space-mono', family: 'Space Mono', category: 'Mono', weights: [400, 700], styles: BOTH, fallback: MONO },
  { id: 'caveat', family: 'Caveat', category: 'Other', weights: [400, 500, 600, 700], styles: UPRIGHT, fallback: CURSIVE },
  { id: 'comfortaa', family: 'Comfortaa', category: 'Other', weights: [300, 400, 500, 600, 700], styles: UPRIGHT, fallback: SANS },
];

const BY_ID = new Map(FONT_CATALOGUE.map((font) => [font.id, font]));

/** The catalogue font with this id, or undefined. */
export function catalogueFont(id: string): CatalogueFont | undefined {
  return BY_ID.get(id);
}

/** A font's metrics in its own units (head, hhea, OS/2), read from its file by the server. */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xAvgCharWidth: number;
}

/**
 * The local font a catalogue font's fallback face is made from, with its average character width
 * per em (OS/2 xAvgCharWidth / unitsPerEm of Arial, Times New Roman and Courier New; Liberation's
 * fonts share their metrics). Script faces have no close local match: none.
 */
export function localFallbackOf(font: CatalogueFont): { names: string[]; avgWidth: number } | null {
  if (font.fallback === SANS) return { names: ['Arial', 'Liberation Sans', 'Helvetica'], avgWidth: 904 / 2048 };
  if (font.fallback === SERIF) return { names: ['Times New Roman', 'Liberation Serif', 'Times'], avgWidth: 821 / 2048 };
  if (font.fallback === MONO) return { names: ['Courier New', 'Liberation Mono', 'Courier'], avgWidth: 1229 / 2048 };
  return null;
}

/** The theme's own font stack (system fonts: nothing to download). */
export const THEME_FONT_STACK = SANS;

/**
 * Where the server sends one file of a catalogue font (features/styles font-files route).
 * @example fontFileUrl('lora', 700, 'normal') // '/assets/fonts/lora/700-normal.woff2'
 */
export function fontFileUrl(id: string, weight: number, style: FontStyle): string {
  return `/assets/fonts/${id}/${weight}-${style}.woff2`;
}
