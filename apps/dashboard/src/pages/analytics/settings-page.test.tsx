import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { hrefFor, matchRoute } from '../../router/routes.ts';
import SettingsPage from './settings-page.tsx';
import { AnalyticsSettingsForm, problemOf, type AnalyticsSettings } from './settings-page-form.tsx';

const api = pendingApi;
const withRole = (role: string, node: ReactNode) =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>{node}</TestSession>);
const form = (role: string, initial: AnalyticsSettings = { cookiePolicy: 'restrictive', retentionDays: 30 }) => withRole(role, <AnalyticsSettingsForm initial={initial} onSaved={() => {}} />);

describe('Analytics settings page', () => {
  it('lives at /config/analytics/settings for whoever reads reports', () => {
    expect(hrefFor('analytics-settings')).toBe('/config/analytics/settings');
    expect(matchRoute('/config/analytics/settings')?.route).toMatchObject({ name: 'analytics-settings', title: 'Settings', permission: 'reports:read' });
  });

  it('shows progress while the settings load', () => {
    const html = withRole('ADMIN', <SettingsPage params={{}} query={new URLSearchParams()} />);
    expect(html).toContain('<h1 tabindex="-1" class="page-header__title">Analytics</h1>');
    expect(html).toContain('<a href="/config/analytics/settings" aria-current="page">Settings</a>');
    expect(html).toContain('role="progressbar"');
  });

  it('offers the two cookie policies as a labelled radio group, the stored one chosen', () => {
    const html = form('ADMIN');
    expect(html).toContain('<legend>Cookie policy</legend>');
    expect(html).toContain('<strong>Permissive</strong> — cookies are set without asking');
    expect(html).toContain('<strong>Restrictive</strong> — a consent banner asks first and visitors are counted without cookies until they accept');
    expect(html).toMatch(/<input type="radio" style="[^"]*" name="cookiePolicy" checked="" value="restrictive"/);
    expect(html).not.toMatch(/checked="" value="permissive"/);
  });

  it('has the retention as a labelled number field, and Save', () => {
    const html = form('WEBSITE_MANAGER');
    expect(html).toContain('<span class="field__label">Keep raw events for (days)</span>');
    expect(html).toMatch(/<input type="number"[^>]*min="1" max="3650" step="1" aria-describedby="retention-days-hint" value="30"/);
    expect(html).toContain('>Save</button>');
    expect(html).not.toContain('disabled=""');
  });

  it('is read-only, saying why, without settings:write', () => {
    for (const role of ['VIEWER', 'REPORTING', 'STORE_MANAGER']) {
      const html = form(role);
      expect(html, role).toContain('Only an administrator or a website manager can change these settings; you can read them.');
      expect(html.match(/<fieldset class="fieldset" disabled="">/g), role).toHaveLength(2);
      expect(html, role).not.toContain('>Save</button>');
    }
  });

  it("puts the server's refusal of the number beside its field, anything else below the form", () => {
    const days = new ApiError('http', 400, 'retentionDays must be a whole number of days from 1 to 3650.');
    expect(problemOf(days)).toEqual({ field: 'retentionDays', message: 'retentionDays must be a whole number of days from 1 to 3650.' });
    expect(problemOf(new ApiError('http', 403, 'Your role does not allow this.'))).toEqual({ field: null, message: 'Your role does not allow this.' });
    expect(problemOf(new ApiError('network', 0, null))).toEqual({ field: null, message: 'Network error.' });
    expect(problemOf(new ApiError('http', 500, null))).toEqual({ field: null, message: 'Something went wrong.' });
  });
});
