import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox } from './infra/secrets/secret-box.ts';

/* The CLI's conventions (issue 29 item 8), run as a user runs it: the real `plinth` in a child process. */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const CLI = path.join(ROOT, 'apps', 'server', 'src', 'cli.ts');
const VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'apps', 'server', 'package.json'), 'utf8')) as { version: string }).version;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Runs `plinth …` in an empty folder with DATA_DIR unset (so ./data would appear there if anything opened it). */
function plinth(args: string[], env: NodeJS.ProcessEnv = {}) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'plinth-cli-'));
  folders.push(cwd);
  const { DATA_DIR: _dataDir, DATABASE_URL: _url, ...rest } = process.env;
  const result = spawnSync(NODE, [CLI, ...args], { cwd, env: { ...rest, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, cwd, entries: readdirSync(cwd) };
}

describe('plinth CLI conventions', { timeout: 180_000 }, () => {
  it('--version and -v print the version from package.json', () => {
    for (const flag of ['--version', '-v']) {
      const run = plinth([flag]);
      expect(run).toMatchObject({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    }
  });

  it('--help and -h on every command and subcommand print its usage to stdout, exit 0, and open nothing (no ./data)', () => {
    const cases: Array<[string[], string]> = [
      [['--help'], 'Usage: plinth <command>'],
      [['-h'], 'Usage: plinth <command>'],
      [['help', 'backup'], 'Usage: plinth backup'],
      [['start', '--help'], 'Usage: plinth start'],
      [['start', '--demo', '-h'], 'Usage: plinth start'],
      [['migrate', '--help'], 'Usage: plinth migrate'],
      [['migrate', '-h'], 'Usage: plinth migrate'],
      [['seed', '--help'], 'Usage: plinth seed'],
      [['seed', 'traffic', '--help'], 'Usage: plinth seed traffic'],
      [['admin', '--help'], 'Usage: plinth admin create'],
      [['admin', 'create', '-h'], 'Usage: plinth admin create'],
      [['backup', '--help'], 'Usage: plinth backup'],
      [['restore', '-h'], 'Usage: plinth restore'],
      [['secrets', 'rotate', '--help'], 'Usage: plinth secrets rotate'],
      [['render', '--help'], 'Usage: plinth render'],
    ];
    for (const [args, usage] of cases) {
      const run = plinth(args);
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.stdout, args.join(' ')).toContain(usage);
      expect(run.stdout, args.join(' ')).toContain('Exit codes: 0 done; 1 failed');
      expect(run.stderr, args.join(' ')).toBe('');
      expect(run.entries, `${args.join(' ')} created files`).toEqual([]);
    }
  });

  it('names an unknown command, option or missing argument on stderr with exit 2', () => {
    const cases: Array<[string[], string]> = [
      [['strat'], "plinth: unknown command 'strat'"],
      [['--verbose'], "plinth: unknown option '--verbose'"],
      [['start', '--prot', '3000'], "plinth start: unknown option '--prot'"],
      [['start', '--workers', 'many'], "plinth start: --workers must be a whole number from 1, or auto, not 'many'"],
      [['start', '--port', 'http'], "plinth start: --port must be a port number from 0 to 65535, not 'http'"],
      [['migrate', '--staus'], "plinth migrate: unknown option '--staus'"],
      [['backup'], 'plinth backup: missing the backup file to write'],
      [['restore', 'a.tar.gz', 'b.tar.gz'], "plinth restore: unexpected argument 'b.tar.gz'"],
      [['admin', 'remove'], "plinth admin: unknown subcommand 'remove'"],
      [['secrets'], 'plinth secrets: missing subcommand (rotate)'],
      [['help', 'nothing'], "plinth help: unknown command 'nothing'"],
    ];
    for (const [args, message] of cases) {
      const run = plinth(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain(message);
      expect(run.stdout, args.join(' ')).toBe('');
      expect(run.entries, `${args.join(' ')} created files`).toEqual([]);
    }
    // No command at all: the usage, on stderr, exit 2.
    const bare = plinth([]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage: plinth <command>');
  });

  it('migrate --status lists every migration as pending on a new data folder without creating it, then as applied after migrate', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'plinth-cli-data-')), 'data');
    folders.push(path.dirname(dataDir));
    const before = plinth(['migrate', '--status', '--json'], { DATA_DIR: dataDir });
    expect(before.code).toBe(0);
    const pending = JSON.parse(before.stdout) as { dialect: string; applied: unknown[]; pending: string[] };
    expect(pending).toMatchObject({ dialect: 'sqlite', applied: [] });
    expect(pending.pending[0]).toBe('0001-initial');
    expect(existsSync(dataDir)).toBe(false);

    const migrated = plinth(['migrate'], { DATA_DIR: dataDir });
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toMatch(new RegExp(`^Applied ${pending.pending.length} migrations \\(sqlite\\): 0001-initial, `));
    const after = plinth(['migrate', '--status'], { DATA_DIR: dataDir });
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('applied  0001-initial  ');
    expect(after.stdout).toContain(`${pending.pending.length} applied, 0 pending (sqlite).`);
    expect(plinth(['migrate'], { DATA_DIR: dataDir }).stdout).toBe('Database is up to date (sqlite).\n');
  });

  it('backup and restore from the command line: quiet in a pipe, --json manifest, a non-empty target refused with exit 1', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'plinth-cli-backup-'));
    folders.push(base);
    const source = path.join(base, 'source');
    expect(plinth(['seed'], { DATA_DIR: source }).code).toBe(0);
    const file = path.join(base, 'site.tar.gz');
    const backup = plinth(['backup', file, '--json'], { DATA_DIR: source });
    expect(backup.code).toBe(0);
    expect(backup.stderr).toBe(''); // not a terminal: no progress
    const manifest = JSON.parse(backup.stdout) as { dialect: string; tables: Record<string, number> };
    expect(manifest.dialect).toBe('sqlite');
    expect(manifest.tables.websites).toBe(1);

    const target = path.join(base, 'restored');
    const restore = plinth(['restore', file], { DATA_DIR: target });
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored \d+ tables \([\d,]+ rows\) and 0 media files from the backup of /);
    const again = plinth(['restore', file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a Plinth database: restore into an empty DATA_DIR, or pass --force');
    expect(plinth(['restore', file, '--force', '--quiet'], { DATA_DIR: target })).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });
  it('secrets rotate re-seals stored secrets under the new key; production start refuses stored secrets without a key', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'plinth-cli-secrets-')), 'data');
    folders.push(path.dirname(dataDir));
    expect(plinth(['seed'], { DATA_DIR: dataDir }).code).toBe(0);
    const oldKey = randomBytes(32).toString('base64');
    const newKey = randomBytes(32).toString('hex');
    const file = new DatabaseSync(path.join(dataDir, 'plinth.sqlite'));
    const { id } = file.prepare('select id from websites limit 1').get() as { id: string };
    file.prepare(`insert into webhooks (id, website_id, url, events_json, secret, success_count, first_success_at, created_at) values ('hook', ?, 'https://example.com/h', '[]', ?, 0, null, 1)`).run(id, createSecretBox(oldKey).seal('whsec_rotate_me'));
    const storedSecret = () => (file.prepare(`select secret from webhooks where id = 'hook'`).get() as { secret: string }).secret;

    const noKey = plinth(['secrets', 'rotate'], { DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain('PLINTH_SECRET_KEY is not set');
    const withoutPrevious = plinth(['secrets', 'rotate'], { DATA_DIR: dataDir, PLINTH_SECRET_KEY: newKey });
    expect(withoutPrevious.code).toBe(1);
    expect(withoutPrevious.stderr).toMatch(/sealed with key .{8}, which is neither PLINTH_SECRET_KEY nor PLINTH_SECRET_KEY_PREVIOUS/);
    expect(createSecretBox(oldKey).open(storedSecret())).toBe('whsec_rotate_me');

    const rotated = plinth(['secrets', 'rotate', '--json'], { DATA_DIR: dataDir, PLINTH_SECRET_KEY: newKey, PLINTH_SECRET_KEY_PREVIOUS: oldKey });
    expect(rotated.code).toBe(0);
    expect(JSON.parse(rotated.stdout)).toMatchObject({ keyId: createSecretBox(newKey).keyId, resealed: 1, sealed: 0 });
    expect(createSecretBox(newKey).open(storedSecret())).toBe('whsec_rotate_me');
    file.close();

    const refused = plinth(['start', '--port', '0'], { DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('PLINTH_SECRET_KEY is not set, and the database holds 1 stored provider secret');
  });
});
