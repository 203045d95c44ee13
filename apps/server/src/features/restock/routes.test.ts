import { CONTRIBUTOR_ROLES, type ContributorRole } from '@plinth/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { setVariantStock } from '../catalog/index.ts';
import { listOutbox } from '../../infra/mail/outbox-repository.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { saveCaptchaSettings } from '../captcha/index.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';
import { startTestCaptchaVerifier } from '../../test-support/stand-in-servers.ts';

const BASE = '/api/site-users/account/notifications/restock';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A visitor that has opened a page (so it holds a crumb). */
async function visitor(store: TestStore): Promise<Visitor> {
  const v = new Visitor(() => store.app);
  await v.arrive('/');
  return v;
}

/** A throwaway product whose variant M is sold out (S keeps 10). */
async function soldOutProduct(store: TestStore) {
  const siteId = await defaultSiteId(store.db);
  const { itemId, variantIds } = await addTestProduct(store.db);
  const [inStockId, soldOutId] = variantIds as [string, string];
  await setVariantStock(store.db, siteId, soldOutId, { qtyInStock: 0 });
  return { siteId, productId: itemId, inStockId, soldOutId };
}

async function signUp(v: Visitor, body: Record<string, unknown>) {
  return v.send('POST', BASE, { isJoinMailingList: false, ...body });
}

/** Restock e-mails in the outbox, oldest first. */
async function restockMail(store: TestStore, siteId: string) {
  const { messages } = await listOutbox(store.db, siteId, { limit: 100 });
  return messages.filter((m) => m.kind === 'restock').reverse();
}

forEachStore('restock notices', (store) => {
  beforeAll(async () => {
    // A hosted captcha without keys renders no widget, so these sign-ups need none (captcha: own suite).
    await saveCaptchaSettings(store.db, await defaultSiteId(store.db), { provider: 'turnstile', siteKey: null, secretKey: null, verifyUrl: null });
  });

  describe('sign-up (visitor)', () => {
    it('signs up once per e-mail and variant: a repeat answers 200 with the same sign-up', async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      const first = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: '  Ann@Example.org ' });
      expect(first.statusCode).toBe(201);
      expect(first.json().signUp).toMatchObject({ productId: p.productId, variantId: p.soldOutId, email: 'ann@example.org' });
      const again = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'ann@example.ORG' });
      expect(again.statusCode).toBe(200);
      expect(again.json().signUp.id).toBe(first.json().signUp.id);
      const count = await store.db.selectFrom('restock_signups').select((eb) => eb.fn.countAll<number>().as('n')).where('variant_id', '=', p.soldOutId).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it("refuses a blank or invalid e-mail with the widget's own words", async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      for (const [email, message] of [['', 'Email cannot be blank'], ['   ', 'Email cannot be blank'], [undefined, 'Email cannot be blank'], ['ann@', 'Email is invalid'], ['ann@example.m', 'Email is invalid']] as const) {
        const answer = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: email });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ error: { code: 'INVALID', message } });
      }
    });

    it('signs up an address on any valid top-level domain, jo@pottery.studio too (a departure, docs/restock-api.md)', async () => {
      const p = await soldOutProduct(store);
      const answer = await signUp(await visitor(store), { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'jo@pottery.studio' });
      expect(answer.statusCode).toBe(201);
      const row = await store.db.selectFrom('restock_signups').select('email').where('variant_id', '=', p.soldOutId).executeTakeFirstOrThrow();
      expect(row.email).toBe('jo@pottery.studio');
    });

    it('refuses a variant in stock (400) and an unknown or mismatched one (404)', async () => {
      const p = await soldOutProduct(store);
      const other = await soldOutProduct(store);
      const v = await visitor(store);
      const inStock = await signUp(v, { productId: p.productId, variantId: p.inStockId, siteVisitorEmail: 'a@b.co' });
      expect(inStock.statusCode).toBe(400);
      expect(inStock.json()).toEqual({ error: { code: 'INVALID', message: 'This item is in stock.' } });
      for (const [productId, variantId] of [[p.productId, 'f'.repeat(24)], ['f'.repeat(24), p.soldOutId], [p.productId, other.soldOutId]]) {
        const unknown = await signUp(v, { productId, variantId, siteVisitorEmail: 'a@b.co' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This item could not be found.' } });
      }
      const missing = await signUp(v, { siteVisitorEmail: 'a@b.co' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toContain('productId is required');
    });

    it('needs the crumb (403 crumbFail)', async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      const answer = await v.send('POST', BASE, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'a@b.co' }, false);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().crumbFail).toBe(true);
    });

    it('limits sign-ups per visitor (429 after 10 a minute), counting refused ones too', async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      for (let i = 0; i < 10; i++) expect((await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: '' })).statusCode).toBe(400);
      const limited = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'late@b.co' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' } });
      // Another visitor is not limited.
      expect((await signUp(await visitor(store), { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'other@b.co' })).statusCode).toBe(201);
    });

    it('joins the mailing list (subscribed) only when asked', async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'list-yes@b.co', isJoinMailingList: true });
      await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'list-no@b.co', isJoinMailingList: false });
      const rows = await store.db.selectFrom('mailing_list').select(['email', 'status']).where('email', 'in', ['list-yes@b.co', 'list-no@b.co']).execute();
      expect(rows).toEqual([{ email: 'list-yes@b.co', status: 'subscribed' }]);
    });
  });

  describe('owner routes', () => {
    const routes = (p: { productId: string; soldOutId: string }) =>
      [
        { method: 'GET', url: `${BASE}/groups`, permission: 'restock:read' },
        { method: 'GET', url: `${BASE}?productId=${p.productId}&variantId=${p.soldOutId}`, permission: 'restock:read' },
        { method: 'POST', url: `${BASE}/send`, body: { productId: p.productId, variantId: p.soldOutId }, permission: 'restock:send' },
        { method: 'POST', url: `${BASE}/send/all`, body: { sendRequests: [{ productId: p.productId, variantId: p.soldOutId }] }, permission: 'restock:send' },
      ] as const;

    it('answer 401 without a session and 403 for a role without the permission', async () => {
      const p = await soldOutProduct(store);
      const anonymous = await ownerVisitor(store);
      const editor = await ownerVisitor(store, 'EDITOR' satisfies ContributorRole);
      for (const route of routes(p)) {
        const options = { method: route.method, url: route.url, payload: 'body' in route ? route.body : undefined };
        const none = await anonymous.request(options);
        expect(none.statusCode, route.url).toBe(401);
        expect(none.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
        const refused = await editor.request(options);
        expect(refused.statusCode, route.url).toBe(403);
        expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
      }
    });

    it('lets exactly the roles of docs/owner-api.md read (restock:read) and send (restock:send)', async () => {
      const p = await soldOutProduct(store);
      const holders = ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER'];
      for (const role of Object.keys(CONTRIBUTOR_ROLES) as ContributorRole[]) {
        const owner = await ownerVisitor(store, role);
        const read = await owner.request({ method: 'GET', url: `${BASE}/groups` });
        expect(read.statusCode, role).toBe(holders.includes(role) ? 200 : 403);
        // Sold out, so a permitted send is refused for the item (409), never for the role.
        const send = await owner.send('POST', `${BASE}/send`, { productId: p.productId, variantId: p.soldOutId });
        expect(send.statusCode, role).toBe(holders.includes(role) ? 409 : 403);
      }
    });

    it('sending needs the crumb too', async () => {
      const p = await soldOutProduct(store);
      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      const answer = await owner.send('POST', `${BASE}/send`, { productId: p.productId, variantId: p.soldOutId }, false);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().crumbFail).toBe(true);
    });

    it('groups sign-ups per variant with counts, title, descriptor and stock, a page at a time', async () => {
      const a = await soldOutProduct(store);
      const b = await soldOutProduct(store);
      const v = await visitor(store);
      for (const email of ['g1@b.co', 'g2@b.co']) await signUp(v, { productId: a.productId, variantId: a.soldOutId, siteVisitorEmail: email });
      await signUp(v, { productId: b.productId, variantId: b.soldOutId, siteVisitorEmail: 'g3@b.co' });
      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      const groups: Record<string, unknown>[] = [];
      let cursor = '';
      let pages = 0;
      for (;;) {
        const page = (await owner.request({ method: 'GET', url: `${BASE}/groups?limit=1${cursor ? `&cursor=${cursor}` : ''}` })).json();
        expect(Object.keys(page).sort()).toEqual(['hasNextPage', 'nextPageCursor', 'signUpGroups']);
        groups.push(...page.signUpGroups);
        pages += 1;
        if (!page.hasNextPage) {
          expect(page.nextPageCursor).toBeNull();
          break;
        }
        cursor = page.nextPageCursor;
      }
      expect(pages).toBe(groups.length);
      expect(new Set(groups.map((g) => g.variantId)).size).toBe(groups.length);
      expect(groups.find((g) => g.variantId === a.soldOutId)).toMatchObject({
        productId: a.productId,
        productTitle: expect.stringMatching(/^Test tee /),
        variantDescriptor: 'M',
        qtyInStock: 0,
        unlimited: false,
        waitingCount: 2,
        notifiedCount: 0,
      });
      expect(groups.find((g) => g.variantId === b.soldOutId)).toMatchObject({ waitingCount: 1 });
      expect((await owner.request({ method: 'GET', url: `${BASE}/groups?cursor=nonsense!` })).statusCode).toBe(400);
    });

    it('pages sign-ups oldest first, and sign-ups arriving between pages are neither lost nor repeated', async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      const emails: string[] = [];
      const add = async (n: number) => {
        for (let i = 0; i < n; i++) {
          const email = `page${emails.length}@b.co`;
          emails.push(email);
          // Distinct milliseconds, so the expected order is the arrival order.
          await pause(3);
          expect((await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: email })).statusCode).toBe(201);
        }
      };
      await add(5);
      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      const seen: { email: string; status: string; id: string; createdAt: number }[] = [];
      let cursor = '';
      for (let round = 0; ; round++) {
        const answer = await owner.request({ method: 'GET', url: `${BASE}?productId=${p.productId}&variantId=${p.soldOutId}&limit=2${cursor ? `&cursor=${cursor}` : ''}` });
        expect(answer.statusCode).toBe(200);
        const page = answer.json();
        seen.push(...page.signUps);
        if (round === 0) await add(3); // visitors keep signing up while the owner pages
        if (!page.hasNextPage) break;
        cursor = page.nextPageCursor;
      }
      expect(seen.map((s) => s.email)).toEqual(emails);
      expect(seen[0]).toEqual({ id: expect.any(String), productId: p.productId, variantId: p.soldOutId, email: 'page0@b.co', status: 'waiting', joinMailingList: false, createdAt: expect.any(Number), notifiedAt: null });
      const unknown = await owner.request({ method: 'GET', url: `${BASE}?productId=${p.productId}&variantId=${'f'.repeat(24)}` });
      expect(unknown.statusCode).toBe(404);
      expect((await owner.request({ method: 'GET', url: `${BASE}?productId=${p.productId}` })).statusCode).toBe(400);
    });

    it('sends oldest first, each sign-up once; refuses while sold out; a second send sends nothing', async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      for (const email of ['s1@b.co', 's2@b.co', 's3@b.co']) {
        await pause(2);
        await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: email });
      }
      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      const early = await owner.send('POST', `${BASE}/send`, { productId: p.productId, variantId: p.soldOutId });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: { code: 'CONFLICT', message: 'This item is still sold out.' } });

      await setVariantStock(store.db, p.siteId, p.soldOutId, { qtyInStock: 5 });
      const first = await owner.send('POST', `${BASE}/send`, { productId: p.productId, variantId: p.soldOutId });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ sent: 3, skipped: 0 });
      expect((await owner.send('POST', `${BASE}/send`, { productId: p.productId, variantId: p.soldOutId })).json()).toEqual({ sent: 0, skipped: 0 });

      const mail = (await restockMail(store, p.siteId)).filter((m) => ['s1@b.co', 's2@b.co', 's3@b.co'].includes(m.to));
      // Outbox rows of one millisecond have no order of their own: compare as a set (the capped send shows the order).
      expect(mail.map((m) => m.to).sort()).toEqual(['s1@b.co', 's2@b.co', 's3@b.co']);
      expect(mail[0].subject).toMatch(/^Back in stock: Test tee .+ \(M\)$/);
      const list = (await owner.request({ method: 'GET', url: `${BASE}?productId=${p.productId}&variantId=${p.soldOutId}` })).json();
      expect(list.signUps.map((s: { status: string }) => s.status)).toEqual(['notified', 'notified', 'notified']);
      expect(list.signUps[0].notifiedAt).toEqual(expect.any(Number));
      const unknown = await owner.send('POST', `${BASE}/send`, { productId: p.productId, variantId: 'f'.repeat(24) });
      expect(unknown.statusCode).toBe(404);
    });

    it('caps a send at the stock on hand with limitToStock; the rest keep waiting', async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      for (const email of ['c1@b.co', 'c2@b.co', 'c3@b.co', 'c4@b.co']) {
        await pause(2);
        await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: email });
      }
      await setVariantStock(store.db, p.siteId, p.soldOutId, { qtyInStock: 2 });
      const owner = await ownerVisitor(store, 'ADMIN');
      const capped = await owner.send('POST', `${BASE}/send`, { productId: p.productId, variantId: p.soldOutId, limitToStock: true });
      expect(capped.json()).toEqual({ sent: 2, skipped: 2 });
      const mail = (await restockMail(store, p.siteId)).filter((m) => m.to.startsWith('c') && m.to.endsWith('@b.co'));
      expect(mail.map((m) => m.to).sort()).toEqual(['c1@b.co', 'c2@b.co']);
      const list = (await owner.request({ method: 'GET', url: `${BASE}?productId=${p.productId}&variantId=${p.soldOutId}` })).json();
      expect(list.signUps.map((s: { email: string; status: string }) => `${s.email}:${s.status}`)).toEqual(['c1@b.co:notified', 'c2@b.co:notified', 'c3@b.co:waiting', 'c4@b.co:waiting']);
    });

    it('sends several variants with send/all, reporting each; a refused one does not stop the rest', async () => {
      const a = await soldOutProduct(store);
      const b = await soldOutProduct(store);
      const v = await visitor(store);
      await signUp(v, { productId: a.productId, variantId: a.soldOutId, siteVisitorEmail: 'all-a@b.co' });
      await signUp(v, { productId: b.productId, variantId: b.soldOutId, siteVisitorEmail: 'all-b@b.co' });
      await setVariantStock(store.db, a.siteId, a.soldOutId, { qtyInStock: 1 });
      const owner = await ownerVisitor(store, 'WEBSITE_MANAGER');
      const answer = await owner.send('POST', `${BASE}/send/all`, { sendRequests: [{ productId: a.productId, variantId: a.soldOutId }, { productId: b.productId, variantId: b.soldOutId }] });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        sent: 1,
        skipped: 0,
        results: [
          { productId: a.productId, variantId: a.soldOutId, sent: 1, skipped: 0, error: null },
          { productId: b.productId, variantId: b.soldOutId, sent: 0, skipped: 0, error: 'This item is still sold out.' },
        ],
      });
      expect((await owner.send('POST', `${BASE}/send/all`, { sendRequests: [] })).statusCode).toBe(400);
    });

    it("each e-mail links to the product page and to an unsubscribe page that removes the sign-up", async () => {
      const p = await soldOutProduct(store);
      await store.db.insertInto('website_hosts').values({ host: 'shop.example.test', website_id: p.siteId }).execute(); // links name the site's own host
      const v = await visitor(store);
      await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'unsub@b.co' });
      await setVariantStock(store.db, p.siteId, p.soldOutId, { qtyInStock: 3 });
      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      await owner.request({ method: 'POST', url: `${BASE}/send`, payload: { productId: p.productId, variantId: p.soldOutId }, headers: { host: 'shop.example.test' } });
      const [message] = (await restockMail(store, p.siteId)).filter((m) => m.to === 'unsub@b.co');
      const detail = (await owner.request({ method: 'GET', url: `/api/owner/outbox/${message.id}` })).json().message;
      const productUrl = /Shop it now: (\S+)/.exec(detail.text)?.[1] ?? '';
      expect(productUrl).toMatch(/^http:\/\/shop\.example\.test\/shop\/test-[a-z0-9]+$/);
      const unsubscribeUrl = new URL(/Remove your sign-up: (\S+)/.exec(detail.text)?.[1] ?? '');
      expect(unsubscribeUrl.pathname).toBe(`${BASE}/unsubscribe`);
      expect(detail.html).toContain(`href="${productUrl}"`);
      // The product page answers at the link's path.
      expect((await v.request({ method: 'GET', url: new URL(productUrl).pathname })).statusCode).toBe(200);

      const page = await v.request({ method: 'GET', url: unsubscribeUrl.pathname + unsubscribeUrl.search });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('You are unsubscribed');
      const left = await store.db.selectFrom('restock_signups').select('id').where('variant_id', '=', p.soldOutId).execute();
      expect(left).toEqual([]);
      const twice = await v.request({ method: 'GET', url: unsubscribeUrl.pathname + unsubscribeUrl.search });
      expect(twice.statusCode).toBe(404);
      expect(twice.body).toContain('This link is not valid or was used already.');
      expect((await v.request({ method: 'GET', url: `${BASE}/unsubscribe` })).statusCode).toBe(404);
    });

    it('a notified sign-up waits again when the visitor signs up after the variant sold out once more', async () => {
      const p = await soldOutProduct(store);
      const v = await visitor(store);
      const first = (await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'again@b.co' })).json().signUp;
      await setVariantStock(store.db, p.siteId, p.soldOutId, { qtyInStock: 1 });
      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      expect((await owner.send('POST', `${BASE}/send`, { productId: p.productId, variantId: p.soldOutId })).json()).toEqual({ sent: 1, skipped: 0 });
      await setVariantStock(store.db, p.siteId, p.soldOutId, { qtyInStock: 0 });
      const again = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'again@b.co' });
      expect(again.statusCode).toBe(200);
      expect(again.json().signUp.id).toBe(first.id);
      const list = (await owner.request({ method: 'GET', url: `${BASE}?productId=${p.productId}&variantId=${p.soldOutId}` })).json();
      expect(list.signUps).toMatchObject([{ email: 'again@b.co', status: 'waiting', notifiedAt: null }]);
    });
  });
});

forEachStore('restock sign-up captcha', (store) => {
  it('demands the default ALTCHA captcha, and refuses a token that does not verify', async () => {
    const p = await soldOutProduct(store);
    const v = await visitor(store);
    const missing = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'cap@b.co' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { code: 'INVALID', message: 'Complete CAPTCHA before submitting.' } });
    const forged = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'cap@b.co', captchaToken: Buffer.from('{"challenge":{}}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: { code: 'INVALID', message: 'The CAPTCHA could not be verified. Please try again.' } });
  });

  it("verifies a hosted provider's token with the provider", async () => {
    const verifier = await startTestCaptchaVerifier('good-token');
    try {
      const p = await soldOutProduct(store);
      await saveCaptchaSettings(store.db, p.siteId, { provider: 'hcaptcha', siteKey: 'site-key', secretKey: 'secret', verifyUrl: verifier.url });
      const v = await visitor(store);
      const bad = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'cap@b.co', captchaToken: 'bad-token' });
      expect(bad.statusCode).toBe(400);
      const good = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'cap@b.co', captchaToken: 'good-token' });
      expect(good.statusCode).toBe(201);
      // The provider does not answer: a 503 with a message, never a 500.
      await saveCaptchaSettings(store.db, p.siteId, { provider: 'hcaptcha', siteKey: 'site-key', secretKey: 'secret', verifyUrl: 'http://127.0.0.1:9/verify' });
      const down = await signUp(v, { productId: p.productId, variantId: p.soldOutId, siteVisitorEmail: 'cap2@b.co', captchaToken: 'good-token' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'The CAPTCHA could not be checked right now. Please try again.' } });
    } finally {
      await verifier.close();
    }
  });
});
