import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteAccessSettings } from '@plinth/api';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import pages from './pages.ts';
import { LockForm } from './lock-form.tsx';
import { PagePasswords } from './page-passwords.tsx';
import { PopupForm } from './popup-form.tsx';
import { positionLabel, PositionPicker } from './position-picker.tsx';

const api = pendingApi;
const noop = () => {};
const withRole = (role: string, node: ReactNode) =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>{node}</TestSession>);

const SETTINGS: SiteAccessSettings = {
  lock: { enabled: false, hasPassword: true, message: 'Back soon.' },
  popup: { enabled: true, title: 'Hello', body: 'Text', buttonLabel: 'Go', buttonUrl: '/shop', position: 'bottom-right', version: 3 },
  splash: { enabled: true, path: 'welcome', title: 'Welcome', body: '', buttonLabel: 'Enter', buttonUrl: '/' },
  pages: [
    { collectionId: 'a', title: 'About', fullUrl: '/about', protected: false, message: '' },
    { collectionId: 'w', title: 'Wholesale', fullUrl: '/wholesale', protected: true, message: '' },
  ],
};

describe('Site access page', () => {
  it('is declared at /site-access, 71st in the sidebar, for anyone who reads content', () => {
    expect(pages).toEqual([expect.objectContaining({ name: 'site-access', path: '/site-access', title: 'Site access', permission: 'content:read', sidebar: 71 })]);
  });

  it('picks the popup’s place from a labelled 3×3 radio group, the stored one checked', () => {
    const html = renderToString(<PositionPicker value="bottom-right" onChange={noop} />);
    expect(html).toContain('<legend class="field__label">Position</legend>');
    expect(html.match(/type="radio" name="popup-position"/g)).toHaveLength(9);
    expect(html).toContain('checked="" value="bottom-right"');
    expect(['top-left', 'center', 'middle-right'].map((p) => positionLabel(p as never))).toEqual(['Top left', 'Center', 'Middle right']);
  });

  it('shows the popup’s version and the stored password as kept, never its value', () => {
    const popup = withRole('ADMIN', <PopupForm initial={SETTINGS.popup} onSaved={noop} />);
    expect(popup).toContain('Show again to visitors who closed it (version <!-- -->3<!-- --> → <!-- -->4<!-- -->)');
    const lock = withRole('ADMIN', <LockForm initial={SETTINGS.lock} onSaved={noop} />);
    expect(lock).toContain('placeholder="Stored (leave empty to keep it)"');
    expect(lock).toContain('value=""');
  });

  it('lets a role without settings:write read but not change anything', () => {
    const lock = withRole('VIEWER', <LockForm initial={SETTINGS.lock} onSaved={noop} />);
    expect(lock).toContain('<fieldset class="fieldset" disabled=""');
    expect(lock).not.toContain('Save lock screen');
    const pages = withRole('VIEWER', <PagePasswords pages={SETTINGS.pages} onSaved={noop} />);
    expect(pages).toContain('Password protected');
    expect(pages).not.toContain('Remove password');
    expect(withRole('ADMIN', <PagePasswords pages={SETTINGS.pages} onSaved={noop} />)).toContain('Remove password');
  });
});
