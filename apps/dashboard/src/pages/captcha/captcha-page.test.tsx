import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { hrefFor, matchRoute } from '../../router/routes.ts';
import CaptchaPage from './captcha-page.tsx';
import { CaptchaSettingsForm } from './captcha-settings-form.tsx';
import type { CaptchaSettings } from './captcha-settings.ts';

const api = pendingApi;
const noop = () => {};
const withRole = (role: string, node: ReactNode) =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>{node}</TestSession>);
/** The secret input's tag. */
const secretInput = (html: string) => /<input type="password"[^>]*>/.exec(html)?.[0] ?? '';
const form = (role: string, initial: CaptchaSettings) => withRole(role, <CaptchaSettingsForm initial={initial} onSaved={noop} />);

describe('Captcha page', () => {
  it('lives at /config/forms/captcha, under Forms, without taking form ids', () => {
    expect(hrefFor('captcha')).toBe('/config/forms/captcha');
    expect(matchRoute('/config/forms/captcha')?.route).toMatchObject({ name: 'captcha', title: 'Captcha', permission: 'forms:read' });
    expect(matchRoute('/config/forms/0a1b2c')?.route.name).toBe('form');
  });

  it('shows progress while the settings load', () => {
    const html = withRole('ADMIN', <CaptchaPage params={{}} query={new URLSearchParams()} />);
    expect(html).toContain('<h1 tabindex="-1" class="page-header__title">Captcha</h1>');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Loading…');
  });

  it('offers the four providers; ALTCHA needs no keys', () => {
    const html = form('EDITOR', { provider: 'altcha', siteKey: null, hasSecret: false });
    for (const value of ['altcha', 'recaptcha', 'hcaptcha', 'turnstile']) expect(html).toContain(`<option value="${value}"`);
    expect(html).toMatch(/<option value="altcha" selected="">ALTCHA/);
    expect(html).not.toContain('Site key');
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('>Save</button>');
  });

  it('asks a hosted provider for its site key and secret; a stored secret may be left empty and is never shown', () => {
    const html = form('ADMIN', { provider: 'turnstile', siteKey: '1x00000000000000000000AA', hasSecret: true });
    expect(html).toContain('Site key');
    expect(html).toContain('value="1x00000000000000000000AA"');
    const secret = secretInput(html);
    expect(secret).toContain('value=""');
    expect(secret).toContain('autoComplete="new-password"');
    expect(secret).toContain('placeholder="Stored (leave empty to keep it)"');
    expect(secret).not.toContain('required');
  });

  it("warns 'ReCaptcha has not been set up!' for a hosted provider without its keys", () => {
    const html = form('ADMIN', { provider: 'recaptcha', siteKey: null, hasSecret: false });
    expect(html).toContain('role="alert"');
    expect(html).toContain('ReCaptcha has not been set up!');
    expect(secretInput(html)).toContain('required=""');
  });

  it('is read-only without forms:write', () => {
    const html = form('CAMPAIGNS_EDITOR', { provider: 'altcha', siteKey: null, hasSecret: false });
    expect(html).toContain('<fieldset class="fieldset" disabled="">');
    expect(html).not.toContain('>Save</button>');
  });
});
