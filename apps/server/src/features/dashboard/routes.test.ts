import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../infra/app-deps.ts';
import { NOT_BUILT_MESSAGE } from './messages.ts';
import { DASHBOARD_DIST, registerDashboardRoutes } from './routes.ts';

const SHELL = '<!doctype html><html><head><script type="module" src="/config/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

/** A Fastify app with only the dashboard routes over `distDir`. */
async function appWith(distDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie);
  await registerDashboardRoutes(app, {} as AppDeps, { distDir });
  return app;
}

describe('dashboard routes', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'plinth-dashboard-'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'index-abc.js'), 'console.log("dashboard")');
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
    app = await appWith(dir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shell at /config, uncached, with a crumb cookie', async () => {
    const response = await app.inject('/config');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL);
    expect(response.cookies.find((c) => c.name === 'crumb')?.value).toMatch(/^[\w-]{16,}$/);
  });

  it('forbids inline script, plugins, framing and <base> (issue 36)', async () => {
    const policy = new Map(
      String((await app.inject('/config/editor')).headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values] as const),
    );
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  // The policy allows no inline script, so the built shell must have none (Vite adds none today).
  it.skipIf(!existsSync(join(DASHBOARD_DIST, 'index.html')))('the built dashboard shell has no inline script', () => {
    const shell = readFileSync(join(DASHBOARD_DIST, 'index.html'), 'utf8');
    const scripts = [...shell.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/config\/assets\//);
      expect(body.trim()).toBe('');
    }
    expect(shell).not.toMatch(/\son[a-z]+=/i);
  });

  it('keeps an existing crumb', async () => {
    const response = await app.inject({ url: '/config/login', cookies: { crumb: 'abcdefghijklmnopqrstuv' } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'crumb')).toBeUndefined();
  });

  it('serves the same shell for every client route, known or not', async () => {
    for (const url of ['/config/', '/config/products', '/config/orders/o_1', '/config/no/such/page?x=1']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('serves built assets with immutable caching', async () => {
    const response = await app.inject('/config/assets/index-abc.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("dashboard")');
  });

  it('answers 404 for a missing asset, the manifest and the shell file (never the shell as a script)', async () => {
    for (const url of ['/config/assets/missing.js', '/config/assets/.vite/manifest.json', '/config/assets/index.html']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<!doctype html>');
    }
  });

  it('answers 503 with how to build when the dashboard is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'plinth-dashboard-none-'));
    const bare = await appWith(join(empty, 'dist'));
    try {
      const response = await bare.inject('/config/products');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: NOT_BUILT_MESSAGE } });
      expect(NOT_BUILT_MESSAGE).toContain('npm run build');
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
