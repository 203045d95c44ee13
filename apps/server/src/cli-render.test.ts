import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = join(import.meta.dirname, '..', 'bin', 'plinth.js');
const ROOT = join(import.meta.dirname, '..', '..', '..');
let dir = '';

/** Runs `plinth render …` in a child process, as a theme developer would. */
function plinth(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, 'render', ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'plinth-render-'));
  mkdirSync(join(dir, 'partials'));
  writeFileSync(join(dir, 'list.jsont'), '{.repeated section items}{@|apply card.block}{.alternates with}, {.end}\n');
  writeFileSync(join(dir, 'partials', 'card.block'), '<b>{title|html}</b> {price|money}');
  writeFileSync(join(dir, 'data.json'), JSON.stringify({ items: [{ title: 'A&B', price: { value: '5', currency: 'USD' } }, { title: 'C', price: { value: '1234.5', currency: 'EUR' } }] }));
  writeFileSync(join(dir, 'broken.jsont'), '{.section items}{title|nope}{.end}{.end} after');
  writeFileSync(join(dir, 'bad.json'), '{"items": [');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('plinth render', () => {
  it('prints the output, with partials from a folder, and exits 0', () => {
    const r = plinth('list.jsont', 'data.json', '--partials', 'partials');
    expect(r).toEqual({ code: 0, stdout: '<b>A&amp;B</b> $5.00, <b>C</b> €1,234.50\n', stderr: '' });
    expect(plinth('list.jsont', 'data.json', `--partials=${join(dir, 'partials')}`).stdout).toBe(r.stdout);
  });

  it('prints what it can and the errors on stderr, and exits 1', () => {
    const r = plinth('broken.jsont', 'data.json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('{title|nope} after');
    expect(r.stderr).toBe("broken.jsont: SyntaxError: Formatter 'nope' is unknown\nbroken.jsont: SyntaxError: Instruction END not allowed at root\n");
  });

  it('reports a missing partial as an error (exit 1)', () => {
    const r = plinth('list.jsont', 'data.json');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Attempt to apply partial 'card.block' which could not be found.");
  });

  it.each([
    [[], 'expected a template file and a data file'],
    [['list.jsont'], 'expected a template file and a data file'],
    [['list.jsont', 'data.json', '--partials'], '--partials needs a directory'],
    [['list.jsont', 'data.json', '--verbose'], 'unknown option --verbose'],
    [['missing.jsont', 'data.json'], 'cannot read template missing.jsont: ENOENT'],
    [['list.jsont', 'missing.json'], 'cannot read data file missing.json: ENOENT'],
    [['list.jsont', 'bad.json'], 'bad.json is not valid JSON: '],
    [['list.jsont', 'data.json', '--partials', 'list.jsont'], '--partials list.jsont is not a directory'],
    [['list.jsont', 'data.json', '--partials', 'nowhere'], 'cannot read partials directory nowhere: ENOENT'],
  ])('exits 2 with a clear message for %j', (args, message) => {
    const r = plinth(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`plinth render: ${message}`);
    expect(r.stderr).toContain('Usage: plinth render <template> <data.json> [--partials <dir>]');
  });

  it('runs as `npx plinth render` from the repository root', () => {
    const r = spawnSync('npx', ['--no-install', 'plinth', 'render', join(dir, 'list.jsont'), join(dir, 'data.json'), '--partials', join(dir, 'partials')], {
      cwd: ROOT, encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('<b>A&amp;B</b> $5.00, <b>C</b> €1,234.50\n');
  });
});
