import { escapeHtml } from '@plinth/platform';
import { colourCss } from './styles-colour.ts';
import { catalogueFont, fontFileUrl, THEME_FONT_STACK } from './styles-fonts.ts';
import { COLOUR_VARIABLES, FONT_SLOTS, type FontChoice, type SiteStyles } from './styles-schema.ts';

/*
 * Styles as what a page carries (issue 16): the theme's CSS variables on :root, an @font-face
 * with `font-display: swap` for each catalogue font and weight in use (no other weight is sent),
 * and in the head a preload for each of those files plus the font kit's stylesheet. The server's
 * page decorator and the dashboard's live preview build the same text from the same styles.
 */

/** What a page gets: CSS for its inline stylesheet and tags for its head. */
export interface StylesMarkup {
  css: string;
  head: string;
}

/** Latin (the subset the catalogue ships), as fontsource declares it. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The CSS font-family value of a choice. */
export function fontStack(choice: FontChoice): string {
  if (choice.source === 'catalogue') {
    const font = catalogueFont(choice.id);
    return font ? `"${font.family}", ${font.fallback}` : THEME_FONT_STACK;
  }
  if (choice.source === 'kit') return `"${choice.family}", ${THEME_FONT_STACK}`;
  return THEME_FONT_STACK;
}

/** The catalogue files the styles use: one per font and weight, upright. */
export function fontFilesInUse(styles: SiteStyles): Array<{ family: string; url: string; weight: number }> {
  const files = new Map<string, { family: string; url: string; weight: number }>();
  for (const slot of FONT_SLOTS) {
    const choice = styles.fonts[slot];
    if (choice.source !== 'catalogue') continue;
    const font = catalogueFont(choice.id);
    if (!font) continue;
    const url = fontFileUrl(font.id, choice.weight, 'normal');
    files.set(url, { family: font.family, url, weight: choice.weight });
  }
  return [...files.values()];
}

/**
 * The markup of a site's styles.
 * @example stylesMarkup(THEME_STYLES).css // ':root{--ink:#1d1f22;…}'
 */
export function stylesMarkup(styles: SiteStyles): StylesMarkup {
  const files = fontFilesInUse(styles);
  const faces = files.map(
    (file) => `@font-face{font-family:"${file.family}";font-style:normal;font-weight:${file.weight};font-display:swap;src:url(${file.url}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  );
  const variables = [
    ...Object.entries(COLOUR_VARIABLES).map(([slot, variable]) => `${variable}:${colourCss(styles.colors[slot as keyof typeof COLOUR_VARIABLES])}`),
    ...FONT_SLOTS.flatMap((slot) => [`--font-${slot}:${fontStack(styles.fonts[slot])}`, `--weight-${slot}:${styles.fonts[slot].weight}`]),
  ];
  const head = [
    ...files.map((file) => `<link rel="preload" href="${file.url}" as="font" type="font/woff2" crossorigin>`),
    ...(styles.fontKitUrl ? [`<link rel="stylesheet" href="${escapeHtml(styles.fontKitUrl)}">`] : []),
  ];
  return { css: `${faces.join('')}:root{${variables.join(';')}}`, head: head.join('') };
}
