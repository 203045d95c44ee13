import { describe, expect, it } from 'vitest';
import { connectTranslationProvider } from './multilingual-service.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';

const ENGLISH = { code: 'en-US', name: 'English', enabled: true, isDefault: true };
const languagesOf = (html: string) => [...html.matchAll(/<li class="site-footer__language" lang="([^"]*)">([^<]*)<\/li>/g)].map((m) => `${m[1]}:${m[2]}`);

forEachStore('multilingual settings', (t) => {
  const get = async (url: string) => (await (await ownerVisitor(t, 'CAMPAIGNS_EDITOR')).request({ method: 'GET', url })).json();

  it('answers the defaults of a site that never set languages: English, en-US, no provider', async () => {
    expect(await get('/api/multilingual/settings')).toEqual({ enabled: false, defaultLanguage: 'en-US', provider: null });
    expect(await get('/api/multilingual/status')).toEqual({ connected: false, status: 'disconnected' });
    expect(await get('/api/multilingual/languages')).toEqual({ languages: [ENGLISH] });
    const page = (await t.app.inject({ url: '/' })).body;
    expect(page).toContain('<html lang="en-US">');
    expect(languagesOf(page)).toEqual([]);
  });

  describe('PUT /api/multilingual/languages', () => {
    it('saves the languages (codes in canonical case); pages take the default as <html lang> and list the enabled ones', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const languages = [
        { code: 'FR-fr', name: 'Français', enabled: true, isDefault: true },
        { code: 'en-us', name: 'English', enabled: true, isDefault: false },
        { code: 'de', name: 'Deutsch', enabled: false, isDefault: false },
        { code: 'zh-hant', name: '<中文>', enabled: true, isDefault: false },
      ];
      const response = await owner.send('PUT', '/api/multilingual/languages', { languages });
      expect(response.statusCode).toBe(200);
      const saved = [
        { code: 'fr-FR', name: 'Français', enabled: true, isDefault: true },
        { code: 'en-US', name: 'English', enabled: true, isDefault: false },
        { code: 'de', name: 'Deutsch', enabled: false, isDefault: false },
        { code: 'zh-Hant', name: '<中文>', enabled: true, isDefault: false },
      ];
      expect(response.json()).toEqual({ languages: saved });
      expect(await get('/api/multilingual/languages')).toEqual({ languages: saved });
      expect(await get('/api/multilingual/settings')).toEqual({ enabled: true, defaultLanguage: 'fr-FR', provider: null });

      const page = (await t.app.inject({ url: '/shop' })).body;
      expect(page).toContain('<html lang="fr-FR">');
      expect(languagesOf(page)).toEqual(['fr-FR:Français', 'en-US:English', 'zh-Hant:&lt;中文&gt;']);
      expect((await t.app.inject({ url: '/shop?format=json' })).json().website.language).toBe('fr-FR');

      // One enabled language: not multilingual, no list.
      await owner.send('PUT', '/api/multilingual/languages', { languages: [{ ...ENGLISH }, { code: 'fr', name: 'Français', enabled: false, isDefault: false }] });
      expect((await get('/api/multilingual/settings')).enabled).toBe(false);
      const single = (await t.app.inject({ url: '/shop' })).body;
      expect(single).toContain('<html lang="en-US">');
      expect(languagesOf(single)).toEqual([]);
    });

    it('refuses bad lists with 400 and keeps the saved one', async () => {
      const owner = await ownerVisitor(t, 'ADMIN');
      await owner.send('PUT', '/api/multilingual/languages', { languages: [ENGLISH] });
      const fr = { code: 'fr', name: 'Français', enabled: true, isDefault: false };
      const cases: [unknown, string][] = [
        [{}, 'Languages must be a list.'],
        [{ languages: [] }, 'Languages: at least one language is required.'],
        [{ languages: [{ ...ENGLISH, code: 'english' }] }, "Code must be a language tag such as 'en' or 'pt-BR'."],
        [{ languages: [{ ...ENGLISH, code: 'en_US' }] }, "Code must be a language tag such as 'en' or 'pt-BR'."],
        [{ languages: [{ ...ENGLISH, name: '' }] }, 'Name is required.'],
        [{ languages: [{ ...ENGLISH, enabled: 'yes' }] }, 'Enabled must be true or false.'],
        [{ languages: [{ ...ENGLISH, rtl: true }] }, 'languages.0: Unrecognized key: "rtl"'],
        [{ languages: [ENGLISH, { ...fr, isDefault: true }] }, 'Exactly one language must be the default.'],
        [{ languages: [{ ...ENGLISH, isDefault: false }, fr] }, 'Exactly one language must be the default.'],
        [{ languages: [{ ...ENGLISH, enabled: false }] }, 'The default language must be enabled.'],
        [{ languages: [ENGLISH, { ...fr, code: 'EN-us' }] }, 'The language en-US is listed twice.'],
        [{ languages: Array.from({ length: 31 }, (_, i) => ({ ...fr, code: `f${String.fromCharCode(97 + (i % 26))}-x${i}`, isDefault: i === 0 })) }, 'Languages: at most 30 languages.'],
      ];
      for (const [payload, message] of cases) {
        const response = await owner.send('PUT', '/api/multilingual/languages', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'INVALID', message } });
      }
      expect(await get('/api/multilingual/languages')).toEqual({ languages: [ENGLISH] });
    });
  });

  describe('DELETE /api/multilingual/connection', () => {
    it('disconnects the translation provider; the status and settings say so; twice is harmless', async () => {
      await connectTranslationProvider(t.db, await defaultSiteId(t.db), 'Weglot', Date.now());
      expect(await get('/api/multilingual/status')).toEqual({ connected: true, status: 'connected' });
      expect((await get('/api/multilingual/settings')).provider).toEqual({ name: 'Weglot', connected: true });

      const owner = await ownerVisitor(t, 'WEBSITE_MANAGER');
      const response = await owner.send('DELETE', '/api/multilingual/connection');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ connected: false, status: 'disconnected' });
      expect(await get('/api/multilingual/status')).toEqual({ connected: false, status: 'disconnected' });
      expect((await get('/api/multilingual/settings')).provider).toEqual({ name: 'Weglot', connected: false });
      expect((await owner.send('DELETE', '/api/multilingual/connection')).json()).toEqual({ connected: false, status: 'disconnected' });
    });
  });
});
