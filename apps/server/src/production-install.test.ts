import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * A production install (docs/deploy.md "On a server"): the built repository with its production
 * dependencies only starts and serves. Nothing the server loads at run time may be a devDependency, and
 * the runtime itself (the `node` package) must survive `--omit=dev`. The copy is the work tree (tracked
 * and new files, not ignored ones) plus the built storefront and dashboard, with node_modules hard-linked
 * and then pruned by npm exactly as `npm ci --omit=dev` would leave it (the same lockfile, offline: no
 * download, a few seconds instead of minutes).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUILT = ['apps/storefront/dist', 'apps/dashboard/dist'];
/** Folders with a node_modules of their own besides the root's (npm puts a workspace's conflicting versions there). */
const MODULE_DIRS = ['node_modules', ...['apps', 'packages'].flatMap((group) => ['storefront', 'dashboard', 'server', 'api', 'commerce', 'forms', 'platform', 'template'].map((name) => `${group}/${name}/node_modules`))];

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForReady(base: string, child: ChildProcess, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`plinth start exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no 200 from /readyz in ${timeoutMs} ms:\n${output()}`);
}

describe.skipIf(BUILT.some((dir) => !existsSync(join(ROOT, dir))))('a production install (npm ci --omit=dev after a build)', () => {
  let copy: string;
  let child: ChildProcess | undefined;
  let output = '';
  let base = '';
  const metricsToken = randomBytes(24).toString('hex');

  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'plinth-production-'));
    const files = run('git', ['ls-files', '--cached', '--others', '--exclude-standard'], ROOT)
      .split('\n')
      .filter((file) => file && existsSync(join(ROOT, file)));
    const tar = spawnSync('tar', ['-cf', '-', '-T', '-', ...BUILT], { cwd: ROOT, input: files.join('\n'), maxBuffer: 1024 * 1024 * 1024 });
    if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`);
    const untar = spawnSync('tar', ['-xf', '-', '-C', copy], { input: tar.stdout });
    if (untar.status !== 0) throw new Error(`untar failed: ${untar.stderr}`);
    for (const dir of MODULE_DIRS.filter((dir) => existsSync(join(ROOT, dir)))) run('cp', ['-al', join(ROOT, dir), join(copy, dir)], ROOT);
    // Removes every package only devDependencies need, by the lockfile: what `npm ci --omit=dev` installs.
    run('npm', ['prune', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], copy);

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(join(copy, 'node_modules/.bin/node'), ['apps/server/src/cli.ts', 'start'], {
      cwd: copy,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: join(copy, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        PLINTH_SECRET_KEY: randomBytes(32).toString('hex'),
        PLINTH_TRUST_PROXY: 'loopback',
        PLINTH_METRICS_TOKEN: metricsToken,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForReady(base, child, () => output);
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    if (copy) rmSync(copy, { recursive: true, force: true });
  }, 30_000);

  it('keeps the runtime and drops the development tools', () => {
    expect(existsSync(join(copy, 'node_modules/.bin/node'))).toBe(true);
    expect(run(join(copy, 'node_modules/.bin/node'), ['--version'], copy).trim()).toBe('v26.10.0');
    for (const devOnly of ['vitest', 'typescript', 'vite', 'playwright-core', 'dependency-cruiser']) expect(existsSync(join(copy, 'node_modules', devOnly)), devOnly).toBe(false);
  });

  it('starts with no demo store and no default password, and is ready', async () => {
    expect(output).toContain('Created an empty site');
    expect(output).not.toMatch(/plinth-demo/);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, pendingMigrations: 0, stopping: false });
  });

  it('serves the storefront with its built assets, the dashboard and the metrics', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toMatch(/<html/i);
    const asset = /\/assets\/client\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset, 'the page loads a built asset').toBeDefined();
    expect((await fetch(`${base}${asset}`)).status).toBe(200);
    const dashboard = await fetch(`${base}/config`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toMatch(/<div id="root"|<script type="module"/);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_request_duration_seconds_count{method="GET",route="/readyz",status="200"}');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
