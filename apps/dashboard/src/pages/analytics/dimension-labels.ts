/**
 * How the analytics view names the values of two top lists: countries (ISO 3166-1 alpha-2 codes
 * from the server, named in English by the browser's Intl) and counting methods (storefront.md §9:
 * the dashboard says which method counted each visitor). The CSV keeps the codes of countries.
 */

/** What a value nobody could tell is called, by the server and here. */
const UNKNOWN = 'Unknown';

let regions: Intl.DisplayNames | null | undefined;

/** The English region names, made once; null where the browser has no Intl.DisplayNames. */
function regionNames(): Intl.DisplayNames | null {
  if (regions === undefined) {
    try {
      regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    } catch {
      regions = null;
    }
  }
  return regions;
}

/**
 * A country's English name; its code when the browser knows no name; 'Unknown' kept.
 * @example countryName('GB') // 'United Kingdom'
 */
export function countryName(code: string): string {
  if (code === UNKNOWN || !/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames()?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The counting methods in words, as the server's CSV writes them. */
export const COUNTING_LABELS: Readonly<Record<string, string>> = {
  cookie: 'With cookies',
  cookieless: 'Without cookies (consent not given)',
};

/**
 * A counting method in words (an unknown one as it came).
 * @example countingLabel('cookieless') // 'Without cookies (consent not given)'
 */
export function countingLabel(method: string): string {
  return COUNTING_LABELS[method] ?? method;
}
