import { describe, expect, it } from 'vitest';
import { canonicalLanguageCode, defaultLanguage, DEFAULT_LANGUAGES, languageListProblem, type SiteLanguage } from './languages.ts';

const lang = (code: string, isDefault = false, enabled = true): SiteLanguage => ({ code, name: code, enabled, isDefault });

describe('languages', () => {
  it('canonicalise tag case', () => {
    expect(canonicalLanguageCode('EN-us')).toBe('en-US');
    expect(canonicalLanguageCode('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLanguageCode('fr')).toBe('fr');
  });

  it('accept a list with one enabled default', () => {
    expect(languageListProblem([lang('en-US', true), lang('fr'), lang('de', false, false)])).toBeNull();
    expect(languageListProblem(DEFAULT_LANGUAGES)).toBeNull();
  });

  it('refuse bad codes, duplicates, no or several defaults, a disabled default, an empty list', () => {
    expect(languageListProblem([])).toBe('At least one language is required.');
    expect(languageListProblem([lang('english', true)])).toBe("'english' is not a valid language code.");
    expect(languageListProblem([lang('en_US', true)])).toBe("'en_US' is not a valid language code.");
    expect(languageListProblem([lang('e', true)])).toBe("'e' is not a valid language code.");
    expect(languageListProblem([lang('en-US', true), lang('EN-us')])).toBe('The language en-US is listed twice.');
    expect(languageListProblem([lang('en'), lang('fr')])).toBe('Exactly one language must be the default.');
    expect(languageListProblem([lang('en', true), lang('fr', true)])).toBe('Exactly one language must be the default.');
    expect(languageListProblem([lang('en', true, false)])).toBe('The default language must be enabled.');
  });

  it('find the default language', () => {
    expect(defaultLanguage([lang('en'), lang('fr', true)]).code).toBe('fr');
    expect(defaultLanguage([]).code).toBe('en-US');
  });
});
