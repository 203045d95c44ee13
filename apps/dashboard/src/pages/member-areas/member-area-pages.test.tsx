import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { navItems } from '../../navigation.ts';
import { hrefFor, matchRoute } from '../../router/routes.ts';
import { emptyAreaDraft } from './area-draft.ts';
import { AreaFields } from './area-fields.tsx';
import MemberAreasPage from './member-areas-page.tsx';

const api = pendingApi;
const render = (node: ReactNode, currency: 'USD' | 'EUR' = 'USD') =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role: 'STORE_MANAGER' }, websiteId: 'w', currency }}>{node}</TestSession>);

describe('Member areas pages', () => {
  it('live under /config/member-areas; "new" is not an area id', () => {
    expect(hrefFor('member-areas')).toBe('/config/member-areas');
    expect(matchRoute('/config/member-areas/new')?.route.name).toBe('member-area-new');
    expect(matchRoute('/config/member-areas/0a1b2c')?.route).toMatchObject({ name: 'member-area', permission: 'members:manage' });
  });

  it('are in the sidebar of roles with members:manage only', () => {
    expect(navItems('STORE_MANAGER').map((i) => i.title)).toContain('Member areas');
    expect(navItems('REPORTING').map((i) => i.title)).not.toContain('Member areas');
    expect(navItems('EDITOR').map((i) => i.title)).not.toContain('Member areas');
  });

  it('lists with a heading and a way to create an area, progress while loading', () => {
    const html = render(<MemberAreasPage params={{}} query={new URLSearchParams()} />);
    expect(html).toContain('>Member areas</h1>');
    expect(html).toMatch(/<a class="button button--primary" href="\/config\/member-areas\/new">New member area<\/a>/);
    expect(html).toContain('role="progressbar"');
  });

  it('asks a free area for name and description only, a paid one also for price in the site currency and period', () => {
    const free = render(<AreaFields draft={emptyAreaDraft()} onChange={() => {}} />);
    expect(free).toContain('Name');
    expect(free).toContain('Description');
    expect(free).toMatch(/<input type="radio"[^>]*checked="" value="free"/);
    expect(free).not.toContain('Price');
    const paid = render(<AreaFields draft={{ ...emptyAreaDraft(), access: 'paid', price: '9.00' }} onChange={() => {}} />, 'EUR');
    expect(paid).toContain('Price (EUR)');
    expect(paid).toContain('Billed every');
    expect(paid).toMatch(/<option value="MONTH" selected="">Month<\/option>/);
  });
});
