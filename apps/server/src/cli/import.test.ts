import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/* `plinth import` and `plinth export-csv`, run as an owner runs them: the real CLI in a child process on a seeded SQLite site. */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const CLI = path.join(ROOT, 'apps', 'server', 'src', 'cli.ts');
const FIXTURES = path.join(ROOT, 'apps', 'server', 'src', 'features', 'imports', 'fixtures');
const folder = mkdtempSync(path.join(tmpdir(), 'plinth-cli-import-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function plinth(args: string[]) {
  const { DATABASE_URL: _url, ...rest } = process.env;
  const result = spawnSync(NODE, [CLI, ...args], { cwd: folder, env: { ...rest, DATA_DIR: path.join(folder, 'data') }, encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('plinth import and export-csv', { timeout: 300_000 }, () => {
  it('imports a customer CSV, reports its bad rows by line, changes nothing the second time, and exports it back', () => {
    expect(plinth(['seed']).code).toBe(0);
    const file = path.join(FIXTURES, 'shopify-customers.csv');
    const first = plinth(['import', 'shopify-customers', file]);
    expect(first).toMatchObject({ code: 0, stdout: 'Imported shopify-customers.csv: 3 created, 0 updated, 1 unchanged or skipped.\n', stderr: '  line 4: The row has no e-mail address.\n' });
    const again = plinth(['import', 'shopify-customers', file, '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ status: 'done', created: 0, updated: 0, skipped: 4 });
    // The owner's file is left where it was.
    expect(readFileSync(file, 'utf8')).toContain('ADA@example.com');

    const out = path.join(folder, 'customers.csv');
    expect(plinth(['export-csv', 'customers', out])).toMatchObject({ code: 0 });
    expect(readFileSync(out, 'utf8')).toContain('Ada,Lovelace,ada@example.com,yes');
  });

  it('fails a file that cannot be read with exit 1, and an unknown kind with exit 2', () => {
    const broken = path.join(folder, 'broken.xml');
    writeFileSync(broken, '<rss><channel><item></channel>');
    const failed = plinth(['import', 'wordpress', broken, '--quiet']);
    expect(failed.code).toBe(1);
    const unknown = plinth(['import', 'joomla', broken]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("plinth import: unknown kind 'joomla'");
    expect(plinth(['import', '--help']).stdout).toContain('Usage: plinth import <kind> <file>');
  });
});
