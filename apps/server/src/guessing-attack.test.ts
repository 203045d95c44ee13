import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_LOCK_PASSWORD, DEMO_PROTECTED_PAGE } from './seed/demo-site-extras.ts';
import { Inbox } from './test-support/account-mail.ts';
import { addContributor, defaultSiteId, ownerVisitor, TEST_PASSWORD } from './test-support/owner.ts';
import { solvedProofOfWork } from './test-support/proof-of-work.ts';
import { addSiteUser, CUSTOMER_PASSWORD } from './test-support/site-users.ts';
import { forEachStore, Visitor, type TestStore } from './test-support/test-app.ts';
import { newCrumb } from './infra/http/crumb.ts';

/*
 * Issue 36, item 3: guessing a secret from many addresses. Each guard target (a protected page, the
 * site's lock, an owner's and a customer's account, the e-mailed code) is attacked with 100 wrong
 * guesses from 20 addresses (5 each, the per-address limit): only the first 5 are checked, every
 * later one is refused with 429 and a Retry-After its message agrees with — and the right secret from
 * a 21st address gets in with a solved ALTCHA proof of work.
 */

let clock = Date.now();
let subnet = 0;
/** 20 addresses of a subnet no other test uses (10.36.<n>.1–20), and a 21st. */
function addresses(): { attackers: string[]; visitor: string } {
  subnet++;
  return { attackers: Array.from({ length: 20 }, (_, i) => `10.36.${subnet}.${i + 1}`), visitor: `10.36.${subnet}.21` };
}

/** Every 429 has Retry-After (whole seconds) and its message says the same wait. */
function expectAgreeingRetryAfter(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0).toBe(true);
  const said = /Try again in (\d+) (second|minute|hour)s?[.,]/.exec(response.json().error.message);
  expect(said, response.json().error.message).not.toBeNull();
  expect(Number(said?.[1]) * ({ second: 1, minute: 60, hour: 3600 } as Record<string, number>)[said?.[2] ?? '']).toBe(seconds);
  return seconds;
}

/** Sends 100 wrong guesses, 5 from each of 20 addresses; the statuses in order. */
async function attack(guess: (wrong: string, address: string) => Promise<LightMyRequestResponse>, attackers: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of attackers) {
    for (let i = 0; i < 5; i++) {
      const response = await guess(`wrong-guess-${statuses.length}`, address);
      if (response.statusCode === 429) {
        expectAgreeingRetryAfter(response);
        expect(response.json().proofOfWork).toBe(true);
      }
      // From the target's 3rd failure, the wrong answer asks for the proof of work (the form shows the widget).
      if (response.statusCode === 401) expect(response.json().proofOfWork).toBe(statuses.length >= 2 ? true : undefined);
      statuses.push(response.statusCode);
    }
  }
  return statuses;
}

/** The attack's outcome: the first 5 checked (wrong), the other 95 refused unchecked. */
const SLOWED = [...Array(5).fill(401), ...Array(95).fill(429)];

forEachStore(
  'guessing a secret from many addresses',
  (store: TestStore) => {
    const visitor = () => {
      const v = new Visitor(() => store.app);
      v.cookies.set('crumb', newCrumb());
      return v;
    };

    it('a protected page: 100 guesses from 20 addresses are slowed per page; the right password with a proof of work still opens it', async () => {
      const { attackers, visitor: from } = addresses();
      const id = (await store.db.selectFrom('collections').select('id').where('website_id', '=', await defaultSiteId(store.db)).where('url_id', '=', DEMO_PROTECTED_PAGE.path.slice(1)).executeTakeFirstOrThrow()).id;
      const url = `/api/site-access/pages/${id}/unlock`;
      const v = visitor();
      const statuses = await attack((password, remoteAddress) => v.request({ method: 'POST', url, payload: { password, next: '/trade' }, remoteAddress }), attackers);
      expect(statuses).toEqual(SLOWED);
      // The right password from a 21st address: without a proof it waits, with one it opens.
      const waiting = await v.request({ method: 'POST', url, payload: { password: DEMO_PROTECTED_PAGE.password, next: '/trade' }, remoteAddress: from });
      expect(expectAgreeingRetryAfter(waiting)).toBe(2);
      expect(waiting.json()).toEqual({ proofOfWork: true, error: { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 2 seconds, or tick "I\'m not a robot" to try now.' } });
      const reader = visitor();
      const opened = await reader.request({ method: 'POST', url, payload: { password: DEMO_PROTECTED_PAGE.password, next: '/trade', captchaKey: await solvedProofOfWork(store.app) }, remoteAddress: from });
      expect(opened.json()).toEqual({ unlocked: true, next: '/trade' });
      expect((await reader.request({ method: 'GET', url: '/trade' })).statusCode).toBe(200);
      // A forged or reused proof does not pass.
      const forged = await v.request({ method: 'POST', url, payload: { password: DEMO_PROTECTED_PAGE.password, next: '/trade', captchaKey: 'bm90IGEgcHJvb2Y=' }, remoteAddress: `10.36.${subnet}.22` });
      expect(forged.statusCode).toBe(429);
      // The form (no script) goes back to the page, which says how long and shows the proof-of-work widget.
      const form = await v.request({ method: 'POST', url, payload: `password=guess&next=/trade`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: `10.36.${subnet}.23` });
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe('/trade?unlock=throttled&wait=2&pow=1');
      const page = await v.request({ method: 'GET', url: String(form.headers.location) });
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain('Too many attempts. Try again in 2 seconds, or tick "I\'m not a robot" to try now.');
      expect(page.body).toContain('data-island="ProofOfWork"');
      // Once the wait is over a try without a proof is checked again, and the next wait doubles.
      clock += 2_000;
      expect((await v.request({ method: 'POST', url, payload: { password: 'still-wrong', next: '/' }, remoteAddress: `10.36.${subnet}.24` })).statusCode).toBe(401);
      expect(expectAgreeingRetryAfter(await v.request({ method: 'POST', url, payload: { password: 'again', next: '/' }, remoteAddress: `10.36.${subnet}.25` }))).toBe(4);
      clock += 16 * 60_000;
    });

    it('the lock screen: slowed per site, and the right password with a proof of work gets in', async () => {
      const { attackers, visitor: from } = addresses();
      const admin = await ownerVisitor(store, 'ADMIN');
      await admin.send('PUT', '/api/owner/site-access/lock', { enabled: true, message: 'Back soon.' });
      try {
        const v = visitor();
        const statuses = await attack((password, remoteAddress) => v.request({ method: 'POST', url: '/api/site-access/unlock', payload: { password, next: '/' }, remoteAddress }), attackers);
        expect(statuses).toEqual(SLOWED);
        expect((await v.request({ method: 'POST', url: '/api/site-access/unlock', payload: { password: DEMO_LOCK_PASSWORD }, remoteAddress: from })).statusCode).toBe(429);
        const guest = visitor();
        const opened = await guest.request({ method: 'POST', url: '/api/site-access/unlock', payload: { password: DEMO_LOCK_PASSWORD, next: '/shop', captchaKey: await solvedProofOfWork(store.app) }, remoteAddress: from });
        expect(opened.json()).toEqual({ unlocked: true, next: '/shop' });
        expect((await guest.request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);
      } finally {
        await admin.send('PUT', '/api/owner/site-access/lock', { enabled: false, message: '' });
        clock += 16 * 60_000;
      }
    });

    it('one address is refused for the rest of its window after 5 failures, proof or not, and says so', async () => {
      const { attackers } = addresses();
      const c = await addContributor(store.db, 'EDITOR');
      const other = await addContributor(store.db, 'EDITOR');
      const v = visitor();
      const from = attackers[0] as string;
      // 5 failures spread over two accounts: the address is used up, not the accounts.
      for (let i = 0; i < 5; i++) expect((await v.request({ method: 'POST', url: '/api/owner/session', payload: { email: i % 2 ? c.email : other.email, password: `nope-${i}` }, remoteAddress: from })).statusCode).toBe(401);
      const refused = await v.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD, captchaKey: await solvedProofOfWork(store.app) }, remoteAddress: from });
      expect(expectAgreeingRetryAfter(refused)).toBe(900);
      expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 15 minutes.' } });
      expect((await v.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, remoteAddress: attackers[1] })).statusCode).toBe(200);
      clock += 16 * 60_000;
    });

    it("the owner's sign-in: slowed per account; the right password with a proof gets in, and the owner's trusted device signs in without one", async () => {
      const { attackers, visitor: from } = addresses();
      const c = await addContributor(store.db, 'ADMIN');
      // The owner signed in on their own browser before: it carries the signed device cookie.
      const owner = visitor();
      const first = await owner.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, remoteAddress: '10.36.200.1' });
      expect(first.statusCode).toBe(200);
      const deviceCookie = String(first.headers['set-cookie']).split(/,(?=\s*\w+=)/).find((cookie) => cookie.trim().startsWith('plinth_owner_device=')) ?? '';
      expect(deviceCookie).toContain('HttpOnly');
      expect(deviceCookie).toContain('SameSite=Strict');
      expect(deviceCookie).toContain('Path=/api/owner/session');
      await owner.request({ method: 'DELETE', url: '/api/owner/session' });

      const guesser = visitor();
      const statuses = await attack((password, remoteAddress) => guesser.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password }, remoteAddress }), attackers);
      expect(statuses).toEqual(SLOWED);
      // Someone else's browser with the right password: waits, or proves.
      expect((await visitor().request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, remoteAddress: from })).statusCode).toBe(429);
      const proven = await visitor().request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD, captchaKey: await solvedProofOfWork(store.app) }, remoteAddress: from });
      expect(proven.statusCode).toBe(200);
      // The owner's own browser, during the attack, from the attackers' own address even: no wait, no proof.
      const during = await owner.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, remoteAddress: attackers[0] });
      expect(during.statusCode).toBe(200);
      expect(during.json().contributor.email).toBe(c.email);
      // A made-up or altered device cookie is no device: it waits like anyone.
      const forger = visitor();
      forger.cookies.set('plinth_owner_device', `${owner.cookies.get('plinth_owner_device')?.slice(0, -2)}xx`);
      expect((await forger.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, remoteAddress: `10.36.${subnet}.30` })).statusCode).toBe(429);
      // Another account's device cookie vouches for nothing here.
      const colleague = await addContributor(store.db, 'EDITOR');
      const theirs = visitor();
      expect((await theirs.request({ method: 'POST', url: '/api/owner/session', payload: { email: colleague.email, password: TEST_PASSWORD }, remoteAddress: '10.36.200.2' })).statusCode).toBe(200);
      expect((await theirs.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, remoteAddress: '10.36.200.2' })).statusCode).toBe(429);
      // The device has a limit of its own: 5 wrong passwords from it, then it waits out its window.
      for (let i = 0; i < 5; i++) expect((await owner.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: `typo-${i}` }, remoteAddress: '10.36.200.1' })).statusCode).toBe(401);
      expect(expectAgreeingRetryAfter(await owner.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, remoteAddress: '10.36.200.1' }))).toBe(900);
      clock += 16 * 60_000;
    });

    it("the owner's e-mailed sign-in link: the same 202 for any address, works once, for 15 minutes", async () => {
      const c = await addContributor(store.db, 'ADMIN');
      const inbox = new Inbox(store);
      const v = visitor();
      const known = await v.request({ method: 'POST', url: '/api/owner/session/link', payload: { email: ` ${c.email.toUpperCase()} ` }, remoteAddress: '10.36.201.1' });
      const unknown = await v.request({ method: 'POST', url: '/api/owner/session/link', payload: { email: 'nobody-here@plinth.test' }, remoteAddress: '10.36.201.1' });
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ accepted: true, message: 'If a contributor uses that address, we sent it a sign-in link. It works once, for 15 minutes.' });
      }
      expect(await inbox.unread('nobody-here@plinth.test')).toEqual([]);
      const mail = (await inbox.unread(c.email, 1))[0];
      expect(mail?.subject).toBe('Your sign-in link for Plinth Demo Store');
      const link = /http:\/\/[^/\s]+(\/config\/sign-in\/link\?token=[^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(link).not.toBe('');
      // A forged token opens nothing.
      const browser = visitor();
      const forged = await browser.request({ method: 'GET', url: `${link.slice(0, -3)}abc` });
      expect(forged.headers.location).toBe('/config/login?link=invalid');
      const opened = await browser.request({ method: 'GET', url: link });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe('/config');
      expect(opened.headers['cache-control']).toBe('no-store');
      const session = await browser.request({ method: 'GET', url: '/api/owner/session' });
      expect(session.json().contributor.email).toBe(c.email);
      expect(browser.cookies.get('plinth_owner_device')).toBeTruthy();
      // Used once: the second time lands on the sign-in page, which says why.
      const again = await visitor().request({ method: 'GET', url: link });
      expect(again.headers.location).toBe('/config/login?link=invalid');
      expect(again.headers['set-cookie'] ?? '').not.toContain('plinth_owner=');
      // A link older than 15 minutes is no link.
      await v.request({ method: 'POST', url: '/api/owner/session/link', payload: { email: c.email }, remoteAddress: '10.36.201.1' });
      const late = /http:\/\/[^/\s]+(\/config\/sign-in\/link\?token=[^\s]+)/.exec((await inbox.unread(c.email, 1))[0]?.text ?? '')?.[1] ?? '';
      clock += 15 * 60_000 + 1;
      expect((await visitor().request({ method: 'GET', url: late })).headers.location).toBe('/config/login?link=invalid');
      // Asking too often: the same 429 for any address, with Retry-After.
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 6; i++) last = await v.request({ method: 'POST', url: '/api/owner/session/link', payload: { email: 'flooded@plinth.test' }, remoteAddress: '10.36.201.2' });
      expect(expectAgreeingRetryAfter(last as LightMyRequestResponse)).toBe(3600);
      clock += 16 * 60_000;
    });

    it("the customer's sign-in: slowed per account; the right password with a proof gets in", async () => {
      const { attackers, visitor: from } = addresses();
      const user = await addSiteUser(store.db);
      const url = '/api/site-users/account/session';
      const v = visitor();
      const statuses = await attack((password, remoteAddress) => v.request({ method: 'POST', url, payload: { email: user.email, password }, remoteAddress }), attackers);
      expect(statuses).toEqual(SLOWED);
      expect((await visitor().request({ method: 'POST', url, payload: { email: user.email, password: CUSTOMER_PASSWORD }, remoteAddress: from })).statusCode).toBe(429);
      const proven = await visitor().request({ method: 'POST', url, payload: { email: user.email, password: CUSTOMER_PASSWORD, captchaKey: await solvedProofOfWork(store.app) }, remoteAddress: from });
      expect(proven.statusCode).toBe(200);
      expect(proven.json().siteUser.email).toBe(user.email);
      clock += 16 * 60_000;
    });

    it('the e-mailed sign-in code: slowed per account; a new code with a proof gets in during the attack', async () => {
      const { attackers, visitor: from } = addresses();
      const user = await addSiteUser(store.db);
      const inbox = new Inbox(store);
      const v = visitor();
      await v.request({ method: 'POST', url: '/api/site-users/account/sign-in-code', payload: { email: user.email }, remoteAddress: from });
      await inbox.next(user.email);
      const statuses = await attack((_wrong, remoteAddress) => v.request({ method: 'POST', url: '/api/site-users/account/session/code', payload: { email: user.email, code: String(100000 + Math.floor(Math.random() * 899999)) }, remoteAddress }), attackers);
      // (5 wrong codes also spend the code: the customer asks for a new one.)
      expect(statuses).toEqual(SLOWED);
      await v.request({ method: 'POST', url: '/api/site-users/account/sign-in-code', payload: { email: user.email }, remoteAddress: from });
      const { code } = await inbox.next(user.email);
      const customer = visitor();
      expect((await customer.request({ method: 'POST', url: '/api/site-users/account/session/code', payload: { email: user.email, code }, remoteAddress: from })).statusCode).toBe(429);
      const proven = await customer.request({ method: 'POST', url: '/api/site-users/account/session/code', payload: { email: user.email, code, captchaKey: await solvedProofOfWork(store.app) }, remoteAddress: from });
      expect(proven.statusCode).toBe(200);
      clock += 16 * 60_000;
    });

    it('guesses racing at once on a fresh target: exactly 5 are checked', async () => {
      const { attackers } = addresses();
      const c = await addContributor(store.db, 'VIEWER');
      const v = visitor();
      const responses = await Promise.all(attackers.map((remoteAddress, i) => v.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: `race-${i}` }, remoteAddress })));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      clock += 16 * 60_000;
    });
  },
  { now: () => clock },
);
