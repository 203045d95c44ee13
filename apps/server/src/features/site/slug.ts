/**
 * A URL slug of a title: lower-case ASCII letters and digits joined by '-', accents dropped, at most
 * 60 characters. '' when nothing is left.
 * @example slugify('Café Crème — 2 kg') // 'cafe-creme-2-kg'
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
