/**
 * Checks that every variant names a value for exactly the product's options, and that no two
 * variants have the same values (a visitor could not pick between them).
 * @returns a message for the owner, or null when the variants are consistent
 * @example checkVariantOptions(['Size'], [{ Size: 'S' }, { Size: 'S' }]) // 'Two variants have the same options: Size S.'
 */
export function checkVariantOptions(ordering: string[], variants: Record<string, string>[]): string | null {
  if (new Set(ordering).size !== ordering.length) return 'variantOptionOrdering names an option twice.';
  if (!ordering.length && variants.length > 1) return 'A product without options has one variant; give the variants an option such as Size.';
  const expected = [...ordering].sort().join('\u0000');
  const seen = new Set<string>();
  for (const attributes of variants) {
    if (Object.keys(attributes).sort().join('\u0000') !== expected) {
      return ordering.length
        ? `Every variant needs a value for each option: ${ordering.join(', ')}.`
        : 'This product has no options, so its variants cannot have attributes.';
    }
    const key = ordering.map((name) => attributes[name]).join('\u0000');
    if (seen.has(key)) {
      return `Two variants have the same options: ${ordering.map((name) => `${name} ${attributes[name]}`).join(', ')}.`;
    }
    seen.add(key);
  }
  return null;
}
