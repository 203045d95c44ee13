import { expect, it } from 'vitest';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';
import { DEMO_LOCK_PASSWORD, DEMO_PROTECTED_PAGE } from '../../seed/demo-site-extras.ts';
import { protectedCollectionIds } from './index.ts';
import { solvedProofOfWork } from '../../test-support/proof-of-work.ts';

/* The Site access API and what visitors then meet: the lock screen (103), protected pages (105), the popup (104), the splash page (3). */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;
const pageTypeOf = async (visitor: Visitor, url: string) => json(await visitor.request({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}format=json` }));

async function collectionId(store: TestStore, urlId: string): Promise<string> {
  const site = await defaultSiteId(store.db);
  return (await store.db.selectFrom('collections').select('id').where('website_id', '=', site).where('url_id', '=', urlId).executeTakeFirstOrThrow()).id;
}

const LOCK_ON = { enabled: true, message: 'Back soon.' };
const LOCK_OFF = { enabled: false, message: '' };

forEachStore('page types: Site access', (store) => {
  it('reads with content:read and changes only with settings:write and the crumb', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/site-access' })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    const settings = json(await viewer.request({ method: 'GET', url: '/api/owner/site-access' }));
    expect(settings.lock).toEqual({ enabled: false, hasPassword: true, message: expect.stringContaining('restocking') });
    expect(settings.popup).toMatchObject({ enabled: false, position: 'bottom-right', version: 1, title: 'Ten percent off your first order' });
    expect(settings.splash).toMatchObject({ enabled: true, path: 'welcome', title: 'Welcome to the studio' });
    expect(settings.pages.find((page: { fullUrl: string }) => page.fullUrl === '/trade')).toMatchObject({ title: 'Trade prices', protected: true });
    expect(settings.pages.some((page: { fullUrl: string }) => page.fullUrl === '/home')).toBe(false);
    expect((await viewer.send('PUT', '/api/owner/site-access/lock', LOCK_ON)).statusCode).toBe(403);
    const admin = await ownerVisitor(store, 'ADMIN');
    expect((await admin.send('PUT', '/api/owner/site-access/lock', LOCK_ON, false)).statusCode).toBe(403);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const about = await collectionId(store, 'about');
    for (const [url, body, status, message] of [
      ['/api/owner/site-access/lock', { enabled: true, password: 'abc' }, 400, 'A password has at least 4 characters.'],
      ['/api/owner/site-access/lock', { enabled: 'yes' }, 400, 'enabled must be true or false.'],
      ['/api/owner/site-access/popup', { enabled: true, position: 'middle' }, 400, 'position must be one of top-left, top-center, top-right, middle-left, center, middle-right, bottom-left, bottom-center, bottom-right.'],
      ['/api/owner/site-access/popup', { enabled: true, position: 'center', title: '', body: '' }, 400, 'A popup needs a title or some text.'],
      ['/api/owner/site-access/popup', { enabled: true, position: 'center', title: 'Hi', buttonUrl: 'javascript:alert(1)' }, 400, 'A link is a path on this site (/…) or an http(s) address.'],
      ['/api/owner/site-access/splash', { enabled: true, path: 'about', title: 'x' }, 400, 'The splash page address is lower-case letters, digits and dashes, and not taken by a page.'],
      ['/api/owner/site-access/splash', { enabled: true, path: 'Not A Path', title: 'x' }, 400, 'The splash page address is lower-case letters, digits and dashes, and not taken by a page.'],
      ['/api/owner/site-access/pages/nope', { password: 'long enough' }, 404, 'Only a page of the site can have its own password.'],
      [`/api/owner/site-access/pages/${about}`, { password: 'x'.repeat(201) }, 400, 'A password has at most 200 characters.'],
      ['/api/owner/site-access/lock', 'not json at all', 400, null],
    ] as const) {
      const response = await admin.request({ method: 'PUT', url, payload: body as never, headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {} });
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      // Field errors name their field first (password: …).
      if (message) expect(json(response).error.message).toMatch(new RegExp(`(^|: )${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    }
    // A site with no password yet cannot be locked.
    const site = await defaultSiteId(store.db);
    const stored = await store.db.selectFrom('site_access_settings').select(['lock_password_hash', 'lock_secret']).where('website_id', '=', site).executeTakeFirstOrThrow();
    await store.db.updateTable('site_access_settings').set({ lock_password_hash: null, lock_secret: null }).where('website_id', '=', site).execute();
    try {
      const refused = await admin.send('PUT', '/api/owner/site-access/lock', { enabled: true, message: '' });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).error.message).toBe('Set a password before turning the lock screen on.');
    } finally {
      await store.db.updateTable('site_access_settings').set(stored).where('website_id', '=', site).execute();
    }
    expect(await protectedCollectionIds(store.db, site)).toEqual(new Set([await collectionId(store, 'trade')]));
    const settings = json(await admin.request({ method: 'GET', url: '/api/owner/site-access' }));
    expect(settings.lock.enabled).toBe(false);
    expect(settings.popup.enabled).toBe(false);
    expect(settings.pages.find((page: { title: string }) => page.title === 'About').protected).toBe(false);
  });

  it('locks the whole site: the lock screen (103, 401, no navigation) until the right password; API and assets stay reachable; owners pass', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    expect(json(await admin.send('PUT', '/api/owner/site-access/lock', LOCK_ON))).toEqual({ enabled: true, hasPassword: true, message: 'Back soon.' });
    try {
      const visitor = new Visitor(() => store.app);
      const locked = await visitor.request({ method: 'GET', url: '/shop' });
      expect(locked.statusCode).toBe(401);
      expect(locked.headers['cache-control']).toBe('private, no-store');
      expect(locked.body).toContain('This site is password protected');
      expect(locked.body).toContain('Back soon.');
      expect(locked.body).toContain('<label class="access-form__label" for="access-password">Password</label>');
      expect(locked.body).not.toContain('site-nav__link" href="/blog"');
      const context = await pageTypeOf(visitor, '/shop');
      expect(context.pageType).toBe(103);
      expect(context.items).toBeUndefined();
      // Other routes are not pages: the API, the assets and the owner's sign-in answer as ever.
      expect((await visitor.request({ method: 'GET', url: '/api/commerce/shopping-cart' })).statusCode).not.toBe(401);
      expect((await visitor.request({ method: 'GET', url: '/assets/theme/popup-overlay.js' })).statusCode).toBe(200);
      const dashboard = await visitor.request({ method: 'GET', url: '/config/login' });
      // (503 while a build is under way: either way the dashboard's own answer, not the lock screen.)
      expect([200, 503]).toContain(dashboard.statusCode);
      expect(dashboard.body).not.toContain('This site is password protected');
      // The signed-in owner sees the site.
      expect((await admin.request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);

      // A wrong password (a form post, as without JavaScript) comes back to the page with the message.
      const wrong = await visitor.request({ method: 'POST', url: '/api/site-access/unlock', payload: 'password=nope&next=%2Fshop', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(wrong.statusCode).toBe(303);
      expect(wrong.headers.location).toBe('/shop?unlock=wrong');
      const again = await visitor.request({ method: 'GET', url: '/shop?unlock=wrong' });
      expect(again.statusCode).toBe(401);
      expect(again.body).toContain('role="alert">That password is not right. Please try again.</p>');
      expect(again.body).toContain('aria-invalid="true"');
      // The right one sets the cookie and goes on to the page; never to another site.
      const right = await visitor.request({ method: 'POST', url: '/api/site-access/unlock', payload: `password=${DEMO_LOCK_PASSWORD}&next=%2F%2Fevil.example`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/');
      expect(String(right.headers['set-cookie'])).toMatch(/plinth_unlock=[\w-]+;.*HttpOnly/i);
      expect((await visitor.request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);

      // JSON posts answer JSON; a new password signs every visitor out.
      const stranger = new Visitor(() => store.app);
      const refused = await stranger.send('POST', '/api/site-access/unlock', { password: 'nope', next: '/' });
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'That password is not right. Please try again.' } });
      expect(json(await stranger.send('POST', '/api/site-access/unlock', { password: '' })).error.message).toBe('Please enter the password.');
      expect((await admin.send('PUT', '/api/owner/site-access/lock', { ...LOCK_ON, password: 'a-new-password' })).statusCode).toBe(200);
      expect((await visitor.request({ method: 'GET', url: '/shop' })).statusCode).toBe(401);
      expect(json(await visitor.send('POST', '/api/site-access/unlock', { password: 'a-new-password', next: '/shop' }))).toEqual({ unlocked: true, next: '/shop' });
      expect((await visitor.request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);
    } finally {
      await admin.send('PUT', '/api/owner/site-access/lock', { ...LOCK_OFF, password: DEMO_LOCK_PASSWORD });
    }
    expect((await new Visitor(() => store.app).request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);
  });

  it('refuses every try after five wrong passwords from one address, the right one too (429); other addresses wait a little or bring a proof of work', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    await admin.send('PUT', '/api/owner/site-access/lock', LOCK_ON);
    // The lock's own count of failures starts afresh (the tests above guessed wrong on it too).
    await store.db.deleteFrom('rate_limits').where('key', 'like', 'page-unlock:target:%').execute();
    try {
      const guesser = new Visitor(() => store.app);
      const attempt = (password: string) => guesser.request({ method: 'POST', url: '/api/site-access/unlock', payload: { password, next: '/' }, remoteAddress: '203.0.113.9' });
      for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`)).statusCode).toBe(401);
      const throttled = await attempt(DEMO_LOCK_PASSWORD);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBe('900');
      expect(json(throttled).error.message).toBe('Too many attempts. Try again in 15 minutes.');
      const form = await guesser.request({ method: 'POST', url: '/api/site-access/unlock', payload: 'password=x&next=/blog', headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '203.0.113.9' });
      expect(form.headers.location).toBe('/blog?unlock=throttled&wait=900');
      // The lock has seen 5 failures: another address waits a couple of seconds, or proves its work.
      const other = await guesser.request({ method: 'POST', url: '/api/site-access/unlock', payload: { password: DEMO_LOCK_PASSWORD }, remoteAddress: '203.0.113.10' });
      expect(other.statusCode).toBe(429);
      expect(json(other).proofOfWork).toBe(true);
      const proven = await guesser.request({ method: 'POST', url: '/api/site-access/unlock', payload: { password: DEMO_LOCK_PASSWORD, captchaKey: await solvedProofOfWork(store.app) }, remoteAddress: '203.0.113.10' });
      expect(proven.statusCode).toBe(200);
    } finally {
      await admin.send('PUT', '/api/owner/site-access/lock', LOCK_OFF);
    }
  });

  it('asks for a protected page’s own password (105) on the page and below it, and only there', async () => {
    const visitor = new Visitor(() => store.app);
    const locked = await visitor.request({ method: 'GET', url: DEMO_PROTECTED_PAGE.path });
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('Trade prices is password protected');
    expect(locked.body).toContain('Stockists: the password is in our welcome e-mail.');
    expect(locked.body).not.toContain('40% off');
    expect((await pageTypeOf(visitor, DEMO_PROTECTED_PAGE.path)).pageType).toBe(105);
    expect((await visitor.request({ method: 'GET', url: '/about' })).statusCode).toBe(200);

    const trade = await collectionId(store, 'trade');
    const unlock = `/api/site-access/pages/${trade}/unlock`;
    expect((await visitor.send('POST', unlock, { password: 'nope' })).statusCode).toBe(401);
    expect((await visitor.send('POST', '/api/site-access/pages/unknown/unlock', { password: 'x' })).statusCode).toBe(404);
    expect((await visitor.send('POST', unlock, { password: DEMO_PROTECTED_PAGE.password, next: DEMO_PROTECTED_PAGE.path })).statusCode).toBe(200);
    const open = await visitor.request({ method: 'GET', url: DEMO_PROTECTED_PAGE.path });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('40% off');
    // Another visitor still meets the password page (the opened page is not served from the cache to them).
    expect((await new Visitor(() => store.app).request({ method: 'GET', url: DEMO_PROTECTED_PAGE.path })).statusCode).toBe(401);

    // The owner protects About, then opens it again.
    const admin = await ownerVisitor(store, 'ADMIN');
    const about = await collectionId(store, 'about');
    expect(json(await admin.send('PUT', `/api/owner/site-access/pages/${about}`, { password: 'about-pass', message: '' }))).toEqual({ collectionId: about, title: 'About', fullUrl: '/about', protected: true, message: '' });
    const aboutLocked = await visitor.request({ method: 'GET', url: '/about' });
    expect(aboutLocked.statusCode).toBe(401);
    expect(aboutLocked.body).toContain('Enter the password to view this page.');
    expect(json(await admin.send('DELETE', `/api/owner/site-access/pages/${about}`)).protected).toBe(false);
    expect((await visitor.request({ method: 'GET', url: '/about' })).statusCode).toBe(200);
  });

  it('puts the popup (104) on every page while it is on, in its place, with its version; a new version counts up', async () => {
    const visitor = new Visitor(() => store.app);
    expect((await visitor.request({ method: 'GET', url: '/' })).body).not.toContain('id="popup-overlay"');
    const admin = await ownerVisitor(store, 'ADMIN');
    const popup = { enabled: true, title: 'Spring <sale>', body: 'Ten percent off.', buttonLabel: 'Shop now', buttonUrl: '/shop', position: 'top-left' };
    expect(json(await admin.send('PUT', '/api/owner/site-access/popup', popup))).toEqual({ ...popup, version: 1 });
    try {
      const page = (await visitor.request({ method: 'GET', url: '/blog' })).body;
      expect(page).toContain('<dialog class="popup-overlay popup-overlay--top-left" id="popup-overlay" aria-labelledby="popup-overlay-title" data-page-type="104" data-version="1">');
      expect(page).toContain('<h2 class="popup-overlay__title" id="popup-overlay-title">Spring &lt;sale&gt;</h2>');
      expect(page).toContain('<a class="popup-overlay__action" href="/shop" data-popup-action>Shop now</a>');
      expect(page).toContain('aria-label="Close"');
      expect(page).toContain('<script src="/assets/theme/popup-overlay.js" defer></script>');
      const script = await visitor.request({ method: 'GET', url: '/assets/theme/popup-overlay.js' });
      expect(script.body).toContain("'date-closed'");
      expect(script.body).not.toMatch(/react/i);
      expect(json(await admin.send('PUT', '/api/owner/site-access/popup', { ...popup, newVersion: true })).version).toBe(2);
      expect((await visitor.request({ method: 'GET', url: '/blog' })).body).toContain('data-version="2"');
    } finally {
      await admin.send('PUT', '/api/owner/site-access/popup', { ...popup, enabled: false });
    }
    expect((await visitor.request({ method: 'GET', url: '/blog' })).body).not.toContain('id="popup-overlay"');
  });

  it('shows the splash page (3) at its address while it is on', async () => {
    const visitor = new Visitor(() => store.app);
    const splash = await visitor.request({ method: 'GET', url: '/welcome' });
    expect(splash.statusCode).toBe(200);
    expect(splash.body).toContain('<h1 class="page__title splash__title">Welcome to the studio</h1>');
    expect(splash.body).toContain('href="/shop">Enter the shop</a>');
    expect((await pageTypeOf(visitor, '/welcome')).pageType).toBe(3);
    const admin = await ownerVisitor(store, 'ADMIN');
    const moved = { enabled: true, path: 'hello', title: 'Hello', body: '', buttonLabel: 'In', buttonUrl: '/' };
    expect(json(await admin.send('PUT', '/api/owner/site-access/splash', moved))).toEqual(moved);
    expect((await visitor.request({ method: 'GET', url: '/welcome' })).statusCode).toBe(404);
    expect((await visitor.request({ method: 'GET', url: '/hello' })).statusCode).toBe(200);
    await admin.send('PUT', '/api/owner/site-access/splash', { ...moved, enabled: false });
    expect((await visitor.request({ method: 'GET', url: '/hello' })).statusCode).toBe(404);
  });
});
