import { describe, expect, it } from 'vitest';
import { fakeFetch } from './fake-fetch.ts';
import { siteUserLocale } from '@plinth/api/client/routes/siteUserLocale';
import { reportCurrentLanguage } from './locale-sync.ts';
import { createSiteUserCaller, SITE_USER_XSRF_HEADER } from './site-user-call.ts';
import { createXsrfTokenStore, memoryStorage, XSRF_STORAGE_KEY } from './xsrf-token.ts';

const SIGNED_IN = `crumb=c-123456789012345678; SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}`;

function setup(cookie: string, ...answers: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...answers);
  const caller = createSiteUserCaller({ fetch: fake.fetch, cookies: () => cookie, tokens: createXsrfTokenStore(() => memoryStorage({ [XSRF_STORAGE_KEY]: 'tok-1' })) });
  return { ...fake, options: { caller, cookies: () => cookie } };
}

describe('reportCurrentLanguage', () => {
  it('sends the language the translation widget reports, for a signed-in customer, with the XSRF token', async () => {
    const { sent, options } = setup(SIGNED_IN, [200, { language: 'fr-CA' }]);
    const report = await reportCurrentLanguage(' fr-CA ', options);
    expect(report).toEqual({ sent: true, result: { ok: true, value: { language: 'fr-CA' } } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: siteUserLocale.path, body: { language: 'fr-CA' } });
    expect(sent[0].headers[SITE_USER_XSRF_HEADER]).toBe('tok-1');
  });

  it('sends nothing when the widget reports no current language', async () => {
    const { sent, options } = setup(SIGNED_IN);
    for (const language of [null, undefined, '', '   ']) expect(await reportCurrentLanguage(language, options)).toEqual({ sent: false, reason: 'no-language' });
    expect(sent).toHaveLength(0);
  });

  it('sends nothing for a visitor who is not signed in, or whose SiteUserInfo does not parse', async () => {
    for (const cookie of ['crumb=c-123456789012345678', 'SiteUserInfo=garbage', `SiteUserInfo=${encodeURIComponent('{"authenticated":false,"siteUserId":"u1"}')}`]) {
      const { sent, options } = setup(cookie);
      expect(await reportCurrentLanguage('de', options)).toEqual({ sent: false, reason: 'signed-out' });
      expect(sent).toHaveLength(0);
    }
  });
});
