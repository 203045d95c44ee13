import { z } from 'zod';

/**
 * A BCP 47 language tag as a `<track srclang>` takes it: a 2- or 3-letter language and optional
 * subtags (`en`, `pt-BR`, `zh-Hant-TW`), well-formed for Intl.
 */
export function isLanguageTag(value: string): boolean {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(value) || value.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

export const captionsLanguage = z.string({ error: 'Captions language must be text.' }).trim()
  .refine(isLanguageTag, 'Captions language must be a language tag such as en or pt-BR.');
