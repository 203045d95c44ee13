import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '@plinth/template';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_DIR } from '../app.ts';
import { loadSiteTheme } from '../infra/theme/developer-platform/site-theme.ts';

/* `plinth theme check <folder>` run as a theme developer runs it: the real CLI in a child process. */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const CLI = path.join(ROOT, 'apps', 'server', 'src', 'cli.ts');
const FIXTURE = path.join(ROOT, 'apps', 'server', 'test-fixtures', 'developer-theme');

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function plinth(args: string[]) {
  const result = spawnSync(NODE, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A copy of the fixture theme with `edits` (file → new text, or null to delete it). */
function brokenCopy(edits: Record<string, (text: string) => string | null>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'plinth-theme-'));
  folders.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const next = edit(readFileSync(path.join(dir, file), 'utf8'));
    if (next === null) rmSync(path.join(dir, file));
    else writeFileSync(path.join(dir, file), next);
  }
  return dir;
}

const BROKEN = {
  // line 4, column 36: an unknown formatter
  'collections/blog.list': (text: string) => text.replace('{title|html}', '{title|shout}'),
  // line 2: a tag the platform does not have, and a block never closed
  'site.region': (text: string) => text.replace('<main id="main"', '<squarespace:widget id="x" /><main id="main"'),
  'collections/blog.item': (text: string) => text.replace('{.end}\n<p>', '\n<p>'),
  // line 3: an undefined LESS variable
  'styles/layout.less': (text: string) => text.replace('fade(@accentColor, 10%)', 'fade(@nowhere, 10%)'),
  'collections/products.item': () => null,
};

describe('plinth theme check', { timeout: 120_000 }, () => {
  it('passes the fixture theme (exit 0), listing what renders empty as warnings', () => {
    const run = plinth(['theme', 'check', FIXTURE]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('footer.region:4:3: warning: <squarespace:folder-navigation> renders empty in Plinth\n');
    expect(run.stderr).toBe('0 errors, 1 warning\n');
  });

  it('lists every problem of a broken theme at its file:line:column and exits 1', () => {
    const run = plinth(['theme', 'check', brokenCopy(BROKEN)]);
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        "collections/blog.list:4:36: error: Formatter 'shout' is unknown",
        'site.region:2:3: error: unknown tag <squarespace:widget>',
        'collections/blog.item:1:1: error: {.section item} is never closed with {.end}',
        'collections/products.conf:1:1: error: missing collection template collections/products.item',
        'styles/layout.less:3:35: error: LESS: Error evaluating function `fade`: variable @nowhere is undefined',
      ]),
    );
    expect(run.stderr).toMatch(/^5 errors, 1 warning\n$/);
  });

  it('balances blocks over the regions of a layout: a block header.region opens and no region closes is reported at its tag', () => {
    const run = plinth(['theme', 'check', brokenCopy({ 'footer.region': (text) => text.replace('</div>{.end}\n', '') })]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("header.region:13:1: error: {.if website.siteTitle} is never closed with {.end} (layout 'default')\n");
    expect(run.stdout).toContain("header.region:13:1: error: {.if website.siteTitle} is never closed with {.end} (layout 'wide')\n");
  });

  it('refuses what is not a developer theme with exit 2, and prints its usage with --help', () => {
    expect(plinth(['theme', 'check', path.join(ROOT, 'themes', 'default')])).toMatchObject({ code: 2, stderr: expect.stringContaining('has no template.conf') });
    expect(plinth(['theme', 'check', '/nowhere/at/all'])).toMatchObject({ code: 2, stderr: expect.stringContaining("no folder '/nowhere/at/all'") });
    expect(plinth(['theme', '--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: plinth theme check <folder>') });
  });

  it('a broken theme stops the start with the list of its errors', async () => {
    const engine = createEngine();
    await expect(loadSiteTheme(brokenCopy(BROKEN), DEFAULT_THEME_DIR, engine)).rejects.toThrow(/cannot be used[\s\S]*site\.region:2:3: error: unknown tag <squarespace:widget>/);
  });
});
