import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import type { PageSettings } from './editor-api.ts';
import { SettingsForm } from './settings-form.tsx';

const api = pendingApi;
const draw = (node: ReactNode) =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role: 'ADMIN' }, websiteId: 'w', currency: 'USD' }}>{node}</TestSession>);

const page: PageSettings = {
  id: 'p1', type: 'page', title: 'Members', navigationTitle: '', urlId: 'members', fullUrl: '/members', status: 'scheduled', statusLabel: 'Scheduled',
  publishAt: Date.UTC(2026, 11, 1, 15, 30), membersOnly: true, seoTitle: '', seoDescription: '', socialImageMediaId: null, collectionId: null,
};

describe('the settings panel', () => {
  it("offers the five statuses, shows a Scheduled page's time in the site's zone, and the member-area lock note", () => {
    const html = draw(<SettingsForm kind="pages" page={page} timeZone="America/New_York" readOnly={false} onSaved={() => {}} />);
    for (const label of ['Published', 'Scheduled', 'Needs Review', 'Draft', 'Private']) expect(html).toContain(`>${label}</option>`);
    expect(html).toContain('value="2026-12-01T10:30"');
    expect(html).toContain("in the site&#x27;s time zone (<!-- -->America/New_York<!-- -->)");
    expect(html).toContain('This page is locked; available only to site members.');
    for (const label of ['Title', 'Navigation title', 'URL slug', 'SEO title', 'SEO description', 'Social image']) expect(html).toContain(label);
    expect(html).not.toContain('Tags');
  });

  it("gives a post its excerpt, tags and categories, and no navigation title", () => {
    const post = { id: 'p1', title: 'Hello', urlId: 'hello', fullUrl: '/blog/hello', status: 'published' as const, statusLabel: null, publishedAt: 1, excerpt: 'Short.', tags: ['bread', 'how-to'], categories: ['Baking'] };
    const html = draw(<SettingsForm kind="posts" page={{ ...page, status: 'published', publishAt: null, membersOnly: false }} post={post} readOnly={false} onSaved={() => {}} />);
    expect(html).toContain('value="bread, how-to"');
    expect(html).toContain('value="Baking"');
    expect(html).toContain('Short.');
    expect(html).not.toContain('Navigation title');
    expect(html).not.toContain('This page is locked');
    expect(html).not.toContain('Publish on');
  });
});
