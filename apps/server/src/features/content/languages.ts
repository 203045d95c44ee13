import { LANGUAGE_CODE, type siteLanguage } from '@plinth/api';
import type { z } from 'zod';
import { LANGUAGE_MESSAGES } from './messages.ts';

/*
 * The languages of a multilingual site (platform.md §7 Multilingual): which exist, which visitors
 * see, and the default one (the page's `<html lang>`). The wire shape, the tag pattern and the
 * most languages a site lists are in the contract (`@plinth/api`, routes/content.ts).
 */

/** One language of a site: a BCP-47-ish `code` ('en', 'pt-BR', 'zh-Hant'), its `name` as visitors read it, `enabled`, `isDefault`. */
export type SiteLanguage = z.output<typeof siteLanguage>;

/** The languages of a site that never set any. */
export const DEFAULT_LANGUAGES: readonly SiteLanguage[] = Object.freeze([{ code: 'en-US', name: 'English', enabled: true, isDefault: true }]);

/**
 * Canonical case of a tag: primary language lower-case, 2-letter regions upper-case, 4-letter
 * scripts title-case ('EN-us' → 'en-US', 'zh-hant' → 'zh-Hant').
 */
export function canonicalLanguageCode(code: string): string {
  return code
    .split('-')
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 2) return part.toUpperCase();
      if (part.length === 4) return part[0].toUpperCase() + part.slice(1).toLowerCase();
      return part.toLowerCase();
    })
    .join('-');
}

/**
 * What is wrong with a language list, or null when it is usable: every code well-formed and listed
 * once, exactly one default, and the default enabled.
 */
export function languageListProblem(languages: readonly SiteLanguage[]): string | null {
  if (!languages.length) return LANGUAGE_MESSAGES.none;
  const seen = new Set<string>();
  for (const language of languages) {
    if (!LANGUAGE_CODE.test(language.code)) return LANGUAGE_MESSAGES.badCode(language.code);
    const code = canonicalLanguageCode(language.code);
    if (seen.has(code)) return LANGUAGE_MESSAGES.twice(code);
    seen.add(code);
  }
  const defaults = languages.filter((language) => language.isDefault);
  if (defaults.length !== 1) return LANGUAGE_MESSAGES.oneDefault;
  if (!defaults[0].enabled) return LANGUAGE_MESSAGES.defaultEnabled;
  return null;
}

/** The default language of a (valid) list; the first one if none is marked. */
export function defaultLanguage(languages: readonly SiteLanguage[]): SiteLanguage {
  return languages.find((language) => language.isDefault) ?? languages[0] ?? DEFAULT_LANGUAGES[0];
}
