import { escapeHtml } from '@plinth/platform';
import { colourCss } from './styles-colour.ts';
import { catalogueFont, fontFileUrl, localFallbackOf, THEME_FONT_STACK, type FontMetrics, type FontStyle } from './styles-fonts.ts';
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

/** Metrics of a catalogue font by id, when known (the server reads them from the files). */
export type MetricsOf = (fontId: string) => FontMetrics | undefined;

const percent = (n: number) => `${Math.round(n * 10000) / 100}%`;

/**
 * The fallback face of a catalogue font: a local font scaled to the web font's average width and
 * given its ascent, descent and line gap, so swapping the web font in moves no line.
 * @returns the @font-face rule and its family name, or null without metrics or a local match
 */
export function fallbackFace(fontId: string, metricsOf?: MetricsOf): { family: string; css: string } | null {
  const font = catalogueFont(fontId);
  const metrics = metricsOf?.(fontId);
  const local = font && localFallbackOf(font);
  if (!font || !metrics || !local || metrics.unitsPerEm <= 0 || metrics.xAvgCharWidth <= 0) return null;
  const sizeAdjust = metrics.xAvgCharWidth / metrics.unitsPerEm / local.avgWidth;
  const per = (value: number) => percent(Math.abs(value) / metrics.unitsPerEm / sizeAdjust);
  const family = `${font.family} Fallback`;
  const src = local.names.map((name) => `local("${name}")`).join(',');
  return {
    family,
    css: `@font-face{font-family:"${family}";src:${src};size-adjust:${percent(sizeAdjust)};ascent-override:${per(metrics.ascent)};descent-override:${per(metrics.descent)};line-gap-override:${per(metrics.lineGap)}}`,
  };
}

/** The CSS font-family value of a choice. */
export function fontStack(choice: FontChoice, metricsOf?: MetricsOf): string {
  if (choice.source === 'catalogue') {
    const font = catalogueFont(choice.id);
    const fallback = fallbackFace(choice.id, metricsOf);
    return font ? `"${font.family}", ${fallback ? `"${fallback.family}", ` : ''}${font.fallback}` : THEME_FONT_STACK;
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

/** One @font-face of a catalogue file. */
const faceRule = (family: string, weight: number, style: FontStyle, url: string) =>
  `@font-face{font-family:"${family}";font-style:${style};font-weight:${weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${LATIN_RANGE}}`;

/**
 * The body font's emphasis — italic, bold and bold italic where the font has them — declared but
 * not preloaded: a browser downloads such a face only for a page whose text uses it, and the
 * emphasis is the font's own rather than slanted or thickened by the browser.
 */
export function bodyEmphasisFaces(styles: SiteStyles, preloaded: ReadonlySet<string>): string[] {
  const choice = styles.fonts.body;
  const font = choice.source === 'catalogue' ? catalogueFont(choice.id) : undefined;
  if (!font) return [];
  const bold = choice.weight < 600 ? font.weights.find((w) => w >= 700) ?? font.weights.find((w) => w >= 600) : undefined;
  const wanted: Array<[number, FontStyle]> = [[choice.weight, 'italic']];
  if (bold !== undefined) wanted.push([bold, 'normal'], [bold, 'italic']);
  return wanted
    .filter(([weight, style]) => font.styles.includes(style) && font.weights.includes(weight) && !preloaded.has(fontFileUrl(font.id, weight, style)))
    .map(([weight, style]) => faceRule(font.family, weight, style, fontFileUrl(font.id, weight, style)));
}

/**
 * The markup of a site's styles; with `metricsOf`, each catalogue font also gets a matched
 * fallback face (the server passes it; the dashboard's preview does without).
 * @example stylesMarkup(THEME_STYLES).css // ':root{--ink:#1d1f22;…}'
 */
export function stylesMarkup(styles: SiteStyles, metricsOf?: MetricsOf): StylesMarkup {
  const files = fontFilesInUse(styles);
  const fallbacks = new Map<string, string>();
  for (const slot of FONT_SLOTS) {
    const choice = styles.fonts[slot];
    const face = choice.source === 'catalogue' ? fallbackFace(choice.id, metricsOf) : null;
    if (face) fallbacks.set(face.family, face.css);
  }
  const faces = [...fallbacks.values()];
  faces.push(...files.map((file) => faceRule(file.family, file.weight, 'normal', file.url)));
  faces.push(...bodyEmphasisFaces(styles, new Set(files.map((file) => file.url))));
  const variables = [
    ...Object.entries(COLOUR_VARIABLES).map(([slot, variable]) => `${variable}:${colourCss(styles.colors[slot as keyof typeof COLOUR_VARIABLES])}`),
    ...FONT_SLOTS.flatMap((slot) => [`--font-${slot}:${fontStack(styles.fonts[slot], metricsOf)}`, `--weight-${slot}:${styles.fonts[slot].weight}`]),
  ];
  const head = [
    ...files.map((file) => `<link rel="preload" href="${file.url}" as="font" type="font/woff2" crossorigin>`),
    ...(styles.fontKitUrl ? [`<link rel="stylesheet" href="${escapeHtml(styles.fontKitUrl)}">`] : []),
  ];
  return { css: `${faces.join('')}:root{${variables.join(';')}}`, head: head.join('') };
}
