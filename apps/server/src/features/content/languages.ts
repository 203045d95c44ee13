/*
 * The languages of a multilingual site (platform.md §7 Multilingual): which exist, which visitors
 * see, and the default one (the page's `<html lang>`).
 */

/** One language of a site. */
export interface SiteLanguage {
  /** BCP-47-ish tag: 'en', 'en-US', 'pt-BR', 'zh-Hant'. */
  code: string;
  /** Its name as shown to visitors, e.g. 'Français'. */
  name: string;
  enabled: boolean;
  isDefault: boolean;
}

/** A language tag: a 2–3 letter primary language, then subtags of 2–8 letters or digits. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** The most languages a site lists. */
export const MAX_LANGUAGES = 30;

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
  if (!languages.length) return 'At least one language is required.';
  const seen = new Set<string>();
  for (const language of languages) {
    if (!LANGUAGE_CODE.test(language.code)) return `'${language.code}' is not a valid language code.`;
    const code = canonicalLanguageCode(language.code);
    if (seen.has(code)) return `The language ${code} is listed twice.`;
    seen.add(code);
  }
  const defaults = languages.filter((language) => language.isDefault);
  if (defaults.length !== 1) return 'Exactly one language must be the default.';
  if (!defaults[0].enabled) return 'The default language must be enabled.';
  return null;
}

/** The default language of a (valid) list; the first one if none is marked. */
export function defaultLanguage(languages: readonly SiteLanguage[]): SiteLanguage {
  return languages.find((language) => language.isDefault) ?? languages[0] ?? DEFAULT_LANGUAGES[0];
}
