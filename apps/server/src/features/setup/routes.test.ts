import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { newCrumb } from '../../infra/http/crumb.ts';
import { EMPTY_SITE_NAME, seedEmptySite } from '../../seed/empty-site.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { Visitor } from '../../test-support/test-app.ts';

/** A visitor of the empty site with a crumb, as the dashboard page gives one. */
function visitor(app: () => FastifyInstance): Visitor {
  const v = new Visitor(app);
  v.cookies.set('crumb', newCrumb());
  return v;
}

const SETUP = { siteTitle: 'Hazel & Rye', email: 'Owner@Hazel.test', password: 'a long enough secret', timeZone: 'Europe/Paris', currency: 'EUR' };

forEachDialect('the setup of a new site', (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedEmptySite(t.db);
    app = await buildApp({ database: t.database });
  });
  afterAll(() => app?.close());

  it('serves the empty site: / is its Home page, an unknown page is a 404, never a 500', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(EMPTY_SITE_NAME);
    expect((await app.inject({ method: 'GET', url: '/shop' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/?format=json' })).statusCode).toBe(200);
  });

  it('says setup is needed while the site has no owner', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/owner/setup' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ needed: true });
  });

  it('refuses a setup without the crumb, and bad input field by field', async () => {
    const v = visitor(() => app);
    expect((await v.send('POST', '/api/owner/setup', SETUP, false)).statusCode).toBe(403);
    const refusals: [Record<string, unknown>, string][] = [
      [{ password: 'nine-char' }, 'Password must be at least 10 characters.'],
      [{ email: 'not-mail' }, 'Email must be a valid e-mail address.'],
      [{ siteTitle: '   ' }, 'Site title is required.'],
      [{ timeZone: 'Mars/Olympus' }, 'Time zone must be a time zone such as America/New_York.'],
      [{ currency: 'XYZ' }, 'Currency must be one of EUR, USD'],
    ];
    for (const [change, message] of refusals) {
      const answer = await v.send('POST', '/api/owner/setup', { ...SETUP, ...change });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().error.message).toContain(message);
    }
    expect((await app.inject({ method: 'GET', url: '/api/owner/setup' })).json()).toEqual({ needed: true });
  });

  it('makes exactly one owner of 10 racing calls, signs that one in, and names the site', async () => {
    const callers = Array.from({ length: 10 }, () => visitor(() => app));
    const answers = await Promise.all(callers.map((v, i) => v.send('POST', '/api/owner/setup', { ...SETUP, email: `owner-${i}@hazel.test` })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: 'This site has an owner already: sign in instead.' } });
      expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('plinth_owner');
    }
    const winner = answers.findIndex((a) => a.statusCode === 201);
    expect(answers[winner].json()).toMatchObject({ contributor: { email: `owner-${winner}@hazel.test`, role: 'ADMIN' } });
    const contributors = await t.db.selectFrom('contributors').select(['email', 'role']).execute();
    expect(contributors).toEqual([{ email: `owner-${winner}@hazel.test`, role: 'ADMIN' }]);
    // Signed in at once: the session cookie answers the session with the chosen currency and time zone.
    const session = await callers[winner].request({ method: 'GET', url: '/api/owner/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ contributor: { email: `owner-${winner}@hazel.test`, role: 'ADMIN' }, currency: 'EUR', timeZone: 'Europe/Paris' });
    // The site carries its title on its pages.
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('Hazel &amp; Rye');
  });

  it('refuses every later setup with 409, and says it is no longer needed', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/owner/setup' })).json()).toEqual({ needed: false });
    const late = await visitor(() => app).send('POST', '/api/owner/setup', { ...SETUP, email: 'late@hazel.test' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This site has an owner already: sign in instead.');
    expect(await t.db.selectFrom('contributors').select('email').execute()).toHaveLength(1);
  });

  it("shows the owner's checklist from the data and keeps it dismissed", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/owner/setup/checklist' })).statusCode).toBe(401);
    const owner = visitor(() => app);
    expect((await owner.send('POST', '/api/owner/session', { email: SETUP.email.replace('Owner', 'nobody'), password: SETUP.password })).statusCode).toBe(401);
    const email = (await t.db.selectFrom('contributors').select('email').executeTakeFirstOrThrow()).email;
    expect((await owner.send('POST', '/api/owner/session', { email, password: SETUP.password })).statusCode).toBe(200);
    const checklist = await owner.request({ method: 'GET', url: '/api/owner/setup/checklist' });
    expect(checklist.json()).toEqual({
      dismissed: false,
      steps: [
        { id: 'product', done: false },
        { id: 'design', done: false },
        { id: 'payments', done: false },
        { id: 'email', done: false },
      ],
    });
    expect((await owner.send('POST', '/api/owner/setup/checklist/dismiss')).statusCode).toBe(204);
    expect((await owner.request({ method: 'GET', url: '/api/owner/setup/checklist' })).json().dismissed).toBe(true);
  });
});
