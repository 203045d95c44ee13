import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from './test-support/fake-api.ts';
import { TestSession } from './test-support/test-session.tsx';
import { Shell } from './shell.tsx';
import { matchRoute } from './router/routes.ts';

const api = pendingApi;

function render(role: string, path: string) {
  const contributor = { id: 'c1', email: 'sam@shop.test', name: 'Sam', role };
  return renderToString(
    <TestSession value={{ api, contributor, websiteId: 'w1', currency: 'USD' }}>
      <Shell match={matchRoute(path)!} location={path} />
    </TestSession>,
  );
}

describe('Shell', () => {
  it("lists only the role's pages and marks the current one", () => {
    const html = render('STORE_MANAGER', '/config/orders/o1');
    expect(html).toContain('href="/config/products"');
    expect(html).toContain('<a href="/config/orders" class="sidebar__link" aria-current="page">Orders</a>');
    expect(html).not.toContain('/config/contributors');
    expect(html).not.toContain('/config/stores/new');
  });

  it("marks Pages while a post's editor or settings are open", () => {
    for (const path of ['/config/posts/p1/edit', '/config/posts/p1/settings']) {
      expect(render('EDITOR', path)).toContain('<a href="/config/pages" class="sidebar__link" aria-current="page">Pages</a>');
    }
  });

  it('shows who is signed in, the role, and Sign out', () => {
    const html = render('ADMIN', '/config/products');
    expect(html).toContain('sam@shop.test');
    expect(html).toContain('>Admin<');
    expect(html).toContain('Sign out');
    expect(html).toContain('href="/config/contributors"');
  });

  it('lists the pages under group titles, each group a named list', () => {
    const html = render('ADMIN', '/config/home');
    for (const title of ['Content', 'Commerce', 'Marketing', 'Insights', 'Site', 'Settings']) {
      expect(html).toContain(`<span class="sidebar__group-title" id="nav-group-${title.toLowerCase()}">${title}</span>`);
      expect(html).toContain(`aria-labelledby="nav-group-${title.toLowerCase()}"`);
    }
    expect(html).toContain('<a href="/config/home" class="sidebar__link" aria-current="page">Home</a>');
    // Home alone needs no title over it.
    expect(html).not.toContain('id="nav-group-home"');
  });

  it('offers Search (Ctrl+K) and, on a phone, a Menu button that opens the sidebar', () => {
    const html = render('STORE_MANAGER', '/config/orders');
    expect(html).toContain('aria-keyshortcuts="Control+K Meta+K"');
    expect(html).toMatch(/<button type="button" class="button button--quiet sidebar__menu" aria-expanded="false" aria-controls="sidebar-panel">/);
    expect(html).toContain('id="sidebar-panel" class="sidebar__panel"');
  });

  it('shows progress while the page chunk loads, inside a focusable main', () => {
    const html = render('ADMIN', '/config/products');
    expect(html).toMatch(/<main id="main" class="main" tabindex="-1">/);
    expect(html).toContain('Loading…');
  });
});
