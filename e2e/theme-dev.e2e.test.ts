import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.ts';

/*
 * A theme developer's loop in Chromium (issue 31): `plinth theme dev <folder>` open in the browser,
 * a save in the folder, and the page reloads by itself with the change — or shows the error.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLI = path.join(ROOT, 'apps', 'server', 'src', 'cli.ts');
const FIXTURE = path.join(ROOT, 'apps', 'server', 'test-fixtures', 'developer-theme');

describe('plinth theme dev in the browser', () => {
  let browser: Browser;
  let child: ChildProcess;
  let url = '';
  const themeDir = mkdtempSync(path.join(tmpdir(), 'plinth-e2e-theme-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plinth-e2e-theme-data-'));

  beforeAll(async () => {
    cpSync(FIXTURE, themeDir, { recursive: true });
    child = spawn(process.execPath, [CLI, 'theme', 'dev', themeDir, '--port', '0', '--data', dataDir, '--demo'], { cwd: ROOT, env: { ...process.env, PLINTH_DEMO: '' } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    for (let waited = 0; !/Theme dev: (http:\/\/\S+)/.test(output); waited += 100) {
      if (waited > 90_000 || child.exitCode !== null) throw new Error(`theme dev did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    url = /Theme dev: (http:\/\/\S+)/.exec(output)![1];
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    child?.kill('SIGINT');
    await new Promise((resolve) => (child?.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(themeDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reloads the open page on a save, shows a broken save as its error, and the site again once fixed', async () => {
    const page = await browser.newPage();
    await page.goto(url + '/');
    await page.locator('main#main').waitFor();
    const region = path.join(themeDir, 'site.region');
    const original = readFileSync(region, 'utf8');

    let reloaded = page.waitForEvent('load', { timeout: 60_000 });
    writeFileSync(region, original.replace('<main id="main"', '<p>Hello from the editor</p><main id="main"'));
    await reloaded;
    expect(await page.getByText('Hello from the editor').count()).toBe(1);

    reloaded = page.waitForEvent('load', { timeout: 60_000 });
    writeFileSync(region, original.replace('{.end}\n</div>', '\n</div>'));
    await reloaded;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^The theme has \d+ errors?$/);
    expect(await page.locator('pre').first().textContent()).toMatch(/\.region:\d+:\d+: error: .+ is never closed with \{\.end\}/);
    await page.screenshot({ path: 'screenshots/theme-dev-error.png', fullPage: true });

    reloaded = page.waitForEvent('load', { timeout: 60_000 });
    writeFileSync(region, original);
    await reloaded;
    await page.locator('main#main').waitFor();
    expect(await page.getByText('Hello from the editor').count()).toBe(0);
  });
});
