import { FONT_CATALOGUE, fontFileUrl, type CatalogueFont, type FontCategory } from '@plinth/api';

/* The font picker's list (platform.md §2 "Font picker"): Search fonts, Browse all fonts, Fonts in Style Guide. */

/** What the picker asks for. */
export interface FontQuery {
  search?: string;
  category?: FontCategory;
  scope: 'all' | 'style-guide';
}

/** The regular weight when the font has it, else its lightest. */
function previewWeight(font: CatalogueFont): number {
  return font.weights.includes(400) ? 400 : (font.weights[0] as number);
}

/**
 * The catalogue filtered as asked: names containing the search (any case), of the category, and —
 * for the Style Guide — only the fonts the site uses.
 */
export function pickerFonts(query: FontQuery, inStyleGuide: readonly string[]) {
  const search = query.search?.toLowerCase() ?? '';
  return FONT_CATALOGUE.filter(
    (font) =>
      (!search || font.family.toLowerCase().includes(search)) &&
      (!query.category || font.category === query.category) &&
      (query.scope === 'all' || inStyleGuide.includes(font.id)),
  ).map((font) => ({
    ...font,
    weights: [...font.weights],
    styles: [...font.styles],
    previewUrl: fontFileUrl(font.id, previewWeight(font), 'normal'),
    inStyleGuide: inStyleGuide.includes(font.id),
  }));
}
