import { describe, expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';

const URL = '/api/site-header-footer';
const DEFAULTS = { header: { announcement: '', showCart: true }, footer: { text: '', links: [] } };

forEachStore('site header and footer', (t) => {
  it('answers the defaults before anything is saved, and the theme shows its usual footer', async () => {
    const owner = await ownerVisitor(t, 'VIEWER');
    const response = await owner.request({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
    const page = (await t.app.inject({ url: '/about' })).body;
    expect(page).not.toContain('class="announcement-bar"');
    expect(page).toContain('<p class="site-footer__text">Plinth Demo Store · Built with Plinth</p>');
    expect(page).toContain('<a class="site-nav__link site-nav__cart" href="/cart">Cart</a>');
  });

  describe('PUT', () => {
    it('saves header and footer, answers and returns them, and every page shows them escaped', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const saved = {
        header: { announcement: '  Free shipping over $50 <script>alert(1)</script>  ', showCart: false },
        footer: {
          text: 'Open Wed–Sat & by "appointment"\nBrooklyn, NY',
          links: [
            { label: 'About <us>', url: '/about' },
            { label: 'Instagram', url: 'https://instagram.com/plinth?a=1&b="2"' },
            { label: 'Write to us', url: 'mailto:hello@plinth.test' },
          ],
        },
      };
      const response = await owner.send('PUT', URL, saved);
      expect(response.statusCode).toBe(200);
      const expected = { ...saved, header: { ...saved.header, announcement: 'Free shipping over $50 <script>alert(1)</script>' } };
      expect(response.json()).toEqual(expected);
      expect((await owner.request({ method: 'GET', url: URL })).json()).toEqual(expected);

      const page = (await t.app.inject({ url: '/shop' })).body;
      expect(page).toContain(
        '<div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__text">Free shipping over $50 &lt;script&gt;alert(1)&lt;/script&gt;</p></div>',
      );
      expect(page).not.toContain('<script>alert(1)');
      expect(page).not.toContain('class="site-nav__link site-nav__cart"');
      expect(page).toContain('<p class="site-footer__text">Open Wed–Sat &amp; by "appointment"<br/>Brooklyn, NY</p>');
      expect(page).toContain('<a class="site-footer__link" href="/about">About &lt;us&gt;</a>');
      expect(page).toContain('<a class="site-footer__link" href="https://instagram.com/plinth?a=1&amp;b=&quot;2&quot;">Instagram</a>');
      expect(page).toContain('<a class="site-footer__link" href="mailto:hello@plinth.test">Write to us</a>');
      expect(page).not.toContain('Built with Plinth');

      // Omitted fields take their defaults.
      expect((await owner.send('PUT', URL, { header: {}, footer: {} })).json()).toEqual(DEFAULTS);
      expect((await t.app.inject({ url: '/shop' })).body).toContain('class="site-nav__link site-nav__cart"');
    });

    it('refuses bad payloads with 400 and keeps what was saved', async () => {
      const owner = await ownerVisitor(t, 'ADMIN');
      const good = { header: { announcement: 'Kept', showCart: true }, footer: { text: 'Kept', links: [] } };
      await owner.send('PUT', URL, good);
      const link = { label: 'L', url: '/x' };
      const cases: [unknown, string][] = [
        [{ header: good.header }, 'Footer must be an object.'],
        [{ header: { announcement: 'x'.repeat(201) }, footer: {} }, 'Announcement must be at most 200 characters.'],
        [{ header: { showCart: 'no' }, footer: {} }, 'ShowCart must be true or false.'],
        [{ header: { annoucement: 'typo' }, footer: {} }, 'header: Unrecognized key: "annoucement"'],
        [{ header: {}, footer: { text: 'x'.repeat(501) } }, 'Text must be at most 500 characters.'],
        [{ header: {}, footer: { links: Array.from({ length: 11 }, () => link) } }, 'Links: at most 10 footer links.'],
        [{ header: {}, footer: { links: [{ label: 'x'.repeat(61), url: '/x' }] } }, 'Label must be at most 60 characters.'],
        [{ header: {}, footer: { links: [{ label: '', url: '/x' }] } }, 'Label is required.'],
        [{ header: {}, footer: { links: [{ label: 'Bad', url: 'javascript:alert(1)' }] } }, 'Url must be a site path (/about), an http(s) address, or a mailto: or tel: link.'],
        [{ header: {}, footer: { links: [{ label: 'Bad', url: '//evil.test' }] } }, 'Url must be a site path (/about), an http(s) address, or a mailto: or tel: link.'],
        [{ header: {}, footer: { links: ['/x'] } }, 'footer.links.0: Each footer link must be an object with label and url.'],
      ];
      for (const [payload, message] of cases) {
        const response = await owner.send('PUT', URL, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'INVALID', message } });
      }
      expect((await owner.request({ method: 'GET', url: URL })).json()).toEqual(good);
    });
  });
});
