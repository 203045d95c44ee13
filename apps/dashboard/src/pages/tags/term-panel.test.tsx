import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { hrefFor, matchRoute } from '../../router/routes.ts';
import { KindTabs } from './kind-tabs.tsx';
import { TermPanel, type TermPanelProps } from './term-panel.tsx';

const api = pendingApi;
const blog = { id: 'b1', title: 'Journal', type: 'blog' as const, fullUrl: '/blog' };
const terms = [{ name: 'bread', count: 2 }, { name: 'Pastry', count: 0 }];
const render = (props: Partial<TermPanelProps> = {}) =>
  renderToString(
    <TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role: 'EDITOR' }, websiteId: 'w', currency: 'USD' }}>
      <TermPanel collection={blog} kind="tags" terms={terms} mayWrite onChanged={async () => {}} {...props} />
    </TestSession>,
  ).replaceAll('<!-- -->', '');

describe('the tag and category manager', () => {
  it('lives at /config/tags', () => {
    expect(hrefFor('tags')).toBe('/config/tags');
    expect(matchRoute('/config/tags')?.route.name).toBe('tags');
  });

  it('lists each tag with its count, a link to the filtered blog, and labelled Edit, Merge and Remove', () => {
    const html = render();
    expect(html).toContain('<a href="/blog?tag=bread" target="_blank" rel="noreferrer">bread');
    expect(html).toMatch(/<td class="num">2<\/td>/);
    expect(html).toContain('Edit<span class="visually-hidden"> Pastry</span>');
    expect(html).toContain('Merge<span class="visually-hidden"> bread</span>');
    expect(html).toContain('Remove<span class="visually-hidden"> bread</span>');
    expect(html).toContain('Filter tags');
    expect(html).toContain('New tag');
    expect(html).toContain('At most 50 characters');
  });

  it('offers no changes to a role that may only read, and says when there is nothing yet', () => {
    const readOnly = render({ mayWrite: false });
    expect(readOnly).not.toContain('Edit<span');
    expect(readOnly).not.toContain('New tag');
    expect(render({ terms: [], kind: 'categories' })).toContain('No categories yet.');
    expect(render({ kind: 'categories' })).toContain('At most 25 characters');
  });

  it('switches Tags and Categories as tabs, the chosen one selected and in the tab order', () => {
    const html = renderToString(<KindTabs kind="categories" label="Journal: tags or categories" onChoose={() => {}}>panel</KindTabs>);
    expect(html).toContain('role="tablist" aria-label="Journal: tags or categories"');
    expect(html).toMatch(/aria-selected="false" [^>]*tabindex="-1"[^>]*>Tags</);
    expect(html).toMatch(/aria-selected="true" [^>]*tabindex="0"[^>]*>Categories</);
    expect(html).toContain('role="tabpanel"');
  });
});
