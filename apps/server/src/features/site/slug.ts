import transliterate from '@sindresorhus/transliterate';

/**
 * A URL slug of a title: lower-case ASCII letters and digits joined by '-', at most `maxLength`
 * (60) characters, '' when nothing is left. Letters of other scripts are transliterated first, so a
 * German, Cyrillic or Greek title keeps a readable slug ('Straße' → 'strasse', 'Привет' → 'privet',
 * 'Καλημέρα' → 'kalimera'); accents are dropped. The one slug rule of the server: page, post, product,
 * event and store url ids are all made with it.
 * @example slugify('Café Crème — 2 kg') // 'cafe-creme-2-kg'
 */
export function slugify(title: string, maxLength = 60): string {
  return transliterate(title.normalize('NFC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
