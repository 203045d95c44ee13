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

  it('shows progress while the page chunk loads, inside a focusable main', () => {
    const html = render('ADMIN', '/config/products');
    expect(html).toMatch(/<main id="main" class="main" tabindex="-1">/);
    expect(html).toContain('Loading…');
  });
});
