import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addContributor, ownerVisitor, TEST_PASSWORD } from '../../test-support/owner.ts';
import { addSiteUser } from '../../test-support/site-users.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

/*
 * Behind a reverse proxy (issue 29, docs/deploy.md): X-Forwarded-For/-Proto/-Host are believed only from
 * the proxies PLINTH_TRUST_PROXY names. Then the sign-in throttle counts each real client, cookies are
 * Secure over https and links say https://; without trust, anyone could forge those headers, so they are
 * ignored. PLINTH_SITE_URL names the address links use whatever the request says.
 */

const signIn = (store: TestStore, email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  ownerVisitor(store).then((visitor) =>
    visitor.request({ method: 'POST', url: '/api/owner/session', payload: { email, password }, remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }),
  );

const setCookies = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

const robotsSitemapLine = async (store: TestStore, headers: Record<string, string>, remoteAddress = '127.0.0.1') => {
  const response = await store.app.inject({ method: 'GET', url: '/robots.txt', headers, remoteAddress });
  expect(response.statusCode).toBe(200);
  return response.body.split('\n').find((line) => line.startsWith('Sitemap: '));
};

const FORWARDED_HTTPS = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' };

describe('behind a proxy', () => {
  forEachStore('without PLINTH_TRUST_PROXY', (store) => {
    it('ignores X-Forwarded-For: the throttle counts the connection, whatever address a request claims', async () => {
      const c = await addContributor(store.db, 'ADMIN');
      for (let i = 0; i < 5; i++) expect((await signIn(store, `guess-${i}@plinth.test`, 'password1', '10.31.0.1', `10.0.0.${i + 1}`)).statusCode).toBe(401);
      expect((await signIn(store, c.email, TEST_PASSWORD, '10.31.0.1', '10.0.0.99')).statusCode).toBe(429);
    });

    it('ignores X-Forwarded-Proto and -Host: no Secure cookie, http:// links', async () => {
      const page = await store.app.inject({ method: 'GET', url: '/', headers: FORWARDED_HTTPS, remoteAddress: '127.0.0.1' });
      const crumb = setCookies(page).find((cookie) => cookie.startsWith('crumb='));
      expect(crumb).toBeDefined();
      expect(crumb).not.toContain('Secure');
      const line = await robotsSitemapLine(store, { host: 'localhost:3000', ...FORWARDED_HTTPS });
      expect(line).toMatch(/^Sitemap: http:\/\//);
      expect(line).not.toContain('shop.example.com');
    });
  });

  forEachStore(
    'with PLINTH_TRUST_PROXY=loopback',
    (store) => {
      it('counts sign-in failures per forwarded client: five from 10.0.0.1 do not block 10.0.0.2', async () => {
        const c = await addContributor(store.db, 'ADMIN');
        for (let i = 0; i < 5; i++) expect((await signIn(store, `guess-${i}@plinth.test`, 'password1', '127.0.0.1', '10.0.0.1')).statusCode).toBe(401);
        expect((await signIn(store, c.email, TEST_PASSWORD, '127.0.0.1', '10.0.0.1')).statusCode).toBe(429);
        expect((await signIn(store, c.email, TEST_PASSWORD, '127.0.0.1', '10.0.0.2')).statusCode).toBe(200);
      });

      it('believes only the trusted proxy: a stranger forging X-Forwarded-For is counted by its own address', async () => {
        const c = await addContributor(store.db, 'ADMIN');
        for (let i = 0; i < 5; i++) expect((await signIn(store, `guess-${i}@plinth.test`, 'password1', '10.32.0.1', `10.1.0.${i + 1}`)).statusCode).toBe(401);
        expect((await signIn(store, c.email, TEST_PASSWORD, '10.32.0.1', '10.1.0.77')).statusCode).toBe(429);
      });

      it('makes cookies Secure under X-Forwarded-Proto: https, and not over plain http', async () => {
        const c = await addContributor(store.db, 'ADMIN');
        const visitor = await ownerVisitor(store);
        const overHttps = await visitor.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.0.0.3', ...FORWARDED_HTTPS } });
        expect(overHttps.statusCode).toBe(200);
        expect(setCookies(overHttps).find((cookie) => cookie.startsWith('plinth_owner='))).toContain('Secure');

        const page = await store.app.inject({ method: 'GET', url: '/', headers: FORWARDED_HTTPS, remoteAddress: '127.0.0.1' });
        expect(setCookies(page).find((cookie) => cookie.startsWith('crumb='))).toContain('Secure');
        const plain = await store.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' }, remoteAddress: '127.0.0.1' });
        expect(setCookies(plain).find((cookie) => cookie.startsWith('crumb='))).not.toContain('Secure');
      });

      it('names https:// and the forwarded host (a host of the site) in robots.txt and the sitemap', async () => {
        const site = await store.db.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow();
        await store.db.insertInto('website_hosts').values({ host: 'shop.example.com', website_id: site.id }).execute();
        expect(await robotsSitemapLine(store, { host: '127.0.0.1:4000', ...FORWARDED_HTTPS })).toBe('Sitemap: https://shop.example.com/sitemap.xml');
        const sitemap = await store.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: '127.0.0.1:4000', ...FORWARDED_HTTPS }, remoteAddress: '127.0.0.1' });
        expect(sitemap.body).toContain('<loc>https://shop.example.com/');
        expect(sitemap.body).not.toContain('<loc>http://');
      });
    },
    { serving: { trustProxy: 'loopback' } },
  );

  forEachStore(
    'with PLINTH_SITE_URL',
    (store) => {
      it('names the canonical address in the sitemap, robots.txt and an e-mailed link, whatever the request says', async () => {
        const headers = { host: '127.0.0.1:4000', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'proxy.internal' };
        const sitemap = await store.app.inject({ method: 'GET', url: '/sitemap.xml', headers, remoteAddress: '127.0.0.1' });
        const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
        expect(locs.length).toBeGreaterThan(3);
        expect(locs.every((loc) => loc.startsWith('https://shop.example.com/'))).toBe(true);
        expect(await robotsSitemapLine(store, headers)).toBe('Sitemap: https://shop.example.com/sitemap.xml');

        const user = await addSiteUser(store.db);
        const visitor = await ownerVisitor(store);
        const reset = await visitor.request({ method: 'POST', url: '/api/site-users/account/password-reset', payload: { email: user.email }, headers, remoteAddress: '127.0.0.1' });
        expect(reset.statusCode).toBe(202);
        const mail = await store.db.selectFrom('outbox').select('text_body').where('to_address', '=', user.email).executeTakeFirstOrThrow();
        expect(mail.text_body).toContain('https://shop.example.com/account/reset-password?token=');
      });
    },
    { serving: { trustProxy: 'loopback', siteUrl: 'https://shop.example.com' } },
  );
});
