import { z } from 'zod';
import { checkColour, type SiteColour } from './styles-colour.ts';
import { catalogueFont, FONT_CATALOGUE } from './styles-fonts.ts';

/*
 * Site styles (issue 16): the theme variables an owner sets — a font for headings, body text and
 * buttons, the brand colours, and an optional font kit — checked by schema on the server and used
 * as the dashboard's types.
 */

/** Messages of the style checks (the colour ones are platform.md §5's, in styles-colour.ts). */
export const STYLE_MESSAGES = {
  unknownFont: (id: string) => `There is no font “${id}” in the catalogue.`,
  noWeight: (family: string, weight: number) => `${family} has no weight ${weight}.`,
  weight: 'A font weight is one of 100, 200 … 900.',
  kitFamily: 'A font-kit family name is letters, digits, spaces and hyphens, 64 characters at most.',
  kitUrl: 'The font kit’s stylesheet URL must be an https:// address.',
  kitMissing: 'A font-kit font needs the kit’s stylesheet URL.',
  staleDraft: 'These styles were saved meanwhile elsewhere; reload to see the latest before saving.',
} as const;

/** The longest font-kit stylesheet URL accepted. */
export const KIT_URL_MAX_LENGTH = 2048;

const weight = z.number({ error: STYLE_MESSAGES.weight }).refine((w) => Number.isInteger(w) && w >= 100 && w <= 900 && w % 100 === 0, STYLE_MESSAGES.weight);

/** A font slot's choice: the theme's own system fonts, a catalogue font, or a family of the font kit. */
export const fontChoice = z
  .discriminatedUnion(
    'source',
    [
      z.object({ source: z.literal('theme'), weight }),
      z.object({ source: z.literal('catalogue'), id: z.string().max(64), weight }),
      z.object({ source: z.literal('kit'), family: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/, STYLE_MESSAGES.kitFamily), weight }),
    ],
    { error: 'A font is { source: "theme" | "catalogue" | "kit", … } with a weight.' },
  )
  .superRefine((choice, ctx) => {
    if (choice.source !== 'catalogue') return;
    const font = catalogueFont(choice.id);
    if (!font) ctx.addIssue({ code: 'custom', message: STYLE_MESSAGES.unknownFont(choice.id), path: ['id'] });
    else if (!font.weights.includes(choice.weight)) ctx.addIssue({ code: 'custom', message: STYLE_MESSAGES.noWeight(font.family, choice.weight), path: ['weight'] });
  });
export type FontChoice = z.infer<typeof fontChoice>;

/** How the API document describes a colour (the check itself is checkColour, for the spec's messages). */
const COLOUR_JSON_SCHEMA = {
  description: 'A hex colour (3 or 6 hex digits, # optional) or HSL: hue 0-360, saturation, lightness and alpha 0-1',
  oneOf: [
    { type: 'string', pattern: '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' },
    {
      type: 'object',
      properties: { h: { type: 'number', minimum: 0, maximum: 360 }, s: { type: 'number', minimum: 0, maximum: 1 }, l: { type: 'number', minimum: 0, maximum: 1 }, a: { type: 'number', minimum: 0, maximum: 1 } },
      required: ['h', 's', 'l'],
    },
  ],
};

/** A colour in either form, stored as checked (`#rrggbb` or HSL with alpha). */
export const siteColour = z.unknown().meta(COLOUR_JSON_SCHEMA).transform((value, ctx): SiteColour => {
  const check = checkColour(value);
  if (check.ok) return check.colour;
  ctx.addIssue({ code: 'custom', message: check.message });
  return z.NEVER;
});

/** The font-kit stylesheet: https only (it is linked from every page). */
export const fontKitUrl = z
  .string()
  .trim()
  .max(KIT_URL_MAX_LENGTH, STYLE_MESSAGES.kitUrl)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && !url.username && !url.password && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, STYLE_MESSAGES.kitUrl)
  .nullable();

/** The slots a font is chosen for. */
export const FONT_SLOTS = ['heading', 'body', 'button'] as const;
export type FontSlot = (typeof FONT_SLOTS)[number];

/** The brand colours, and the CSS variable of the theme each one sets. */
export const COLOUR_VARIABLES = { text: '--ink', background: '--bg', accent: '--accent', buttonText: '--accent-ink' } as const;
export type ColourSlot = keyof typeof COLOUR_VARIABLES;

/** A site's styles. */
export const siteStyles = z
  .object(
    {
      fonts: z.object({ heading: fontChoice, body: fontChoice, button: fontChoice }),
      colors: z.object({ text: siteColour, background: siteColour, accent: siteColour, buttonText: siteColour }),
      fontKitUrl,
    },
    { error: 'Styles are { fonts, colors, fontKitUrl }.' },
  )
  .superRefine((styles, ctx) => {
    for (const slot of FONT_SLOTS) {
      if (styles.fonts[slot].source === 'kit' && !styles.fontKitUrl) ctx.addIssue({ code: 'custom', message: STYLE_MESSAGES.kitMissing, path: ['fonts', slot] });
    }
  });
export interface SiteStyles {
  fonts: Record<FontSlot, FontChoice>;
  colors: Record<ColourSlot, SiteColour>;
  fontKitUrl: string | null;
}

/** The theme's own look (themes/default/assets/site.css): what a site has before any change. */
export const THEME_STYLES: SiteStyles = {
  fonts: { heading: { source: 'theme', weight: 700 }, body: { source: 'theme', weight: 400 }, button: { source: 'theme', weight: 600 } },
  colors: { text: '#1d1f22', background: '#fbfaf7', accent: '#1f4d3a', buttonText: '#ffffff' },
  fontKitUrl: null,
};

/** The theme's other colours, offered with the site's own as preset swatches. */
export const THEME_PALETTE: readonly string[] = ['#1d1f22', '#5b616b', '#e3e5e8', '#fbfaf7', '#ffffff', '#1f4d3a', '#a3261b'];

/** Catalogue ids a choice list uses, once each (the picker's "Fonts in Style Guide"). */
export function fontsInUse(styles: SiteStyles[]): string[] {
  const ids = new Set<string>();
  for (const s of styles) for (const slot of FONT_SLOTS) if (s.fonts[slot].source === 'catalogue') ids.add((s.fonts[slot] as { id: string }).id);
  return FONT_CATALOGUE.filter((font) => ids.has(font.id)).map((font) => font.id);
}
