import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { RELOAD_EVENTS_PATH, RELOAD_SCRIPT_PATH } from './reload-script.ts';

/* `plinth theme dev <folder>` as a theme developer runs it: the real CLI in a child process, a real site behind it. */

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const CLI = path.join(ROOT, 'apps', 'server', 'src', 'cli.ts');
const FIXTURE = path.join(ROOT, 'apps', 'server', 'test-fixtures', 'developer-theme');

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const temp = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

/** Reads the proxy's event stream, counting the reloads it announces. */
async function listen(url: string) {
  const answer = await fetch(url + RELOAD_EVENTS_PATH);
  const reader = answer.body!.getReader();
  let text = '';
  let reloads = 0;
  const waiters: Array<() => void> = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += new TextDecoder().decode(value);
      const count = text.split('event: reload').length - 1;
      if (count > reloads) {
        reloads = count;
        for (const wake of waiters.splice(0)) wake();
      }
    }
  })();
  return {
    contentType: answer.headers.get('content-type'),
    /** Resolves at the next reload after now. */
    nextReload: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () => reader.cancel(),
  };
}

describe('plinth theme dev', () => {
  it('serves the theme with the demo, reloads open pages on a save, shows errors in the page with file:line, and stops on Ctrl-C', async () => {
    const themeDir = temp('plinth-theme-dev-');
    cpSync(FIXTURE, themeDir, { recursive: true });
    const child = spawn(NODE, [CLI, 'theme', 'dev', themeDir, '--port', '0', '--data', temp('plinth-theme-dev-data-'), '--demo'], { cwd: ROOT, env: { ...process.env, PLINTH_DEMO: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      for (let waited = 0; !/Theme dev: (http:\/\/\S+)/.test(stdout); waited += 100) {
        if (waited > 90_000 || child.exitCode !== null) throw new Error(`theme dev did not start:\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const url = /Theme dev: (http:\/\/\S+)/.exec(stdout)![1];
      const page = async () => {
        const answer = await fetch(url + '/', { headers: { accept: 'text/html' } });
        return { status: answer.status, html: await answer.text() };
      };

      const first = await page();
      expect(first.status).toBe(200);
      expect(first.html).toContain('larder-main');
      expect(first.html).toContain(`<script src="${RELOAD_SCRIPT_PATH}" defer></script></body>`);
      expect((await fetch(url + RELOAD_SCRIPT_PATH)).headers.get('content-type')).toContain('text/javascript');

      const events = await listen(url);
      expect(events.contentType).toBe('text/event-stream');

      // A save: the site is served again with it and the open page is told to reload.
      const region = path.join(themeDir, 'site.region');
      const original = readFileSync(region, 'utf8');
      let reloaded = events.nextReload();
      writeFileSync(region, original.replace('<main id="main"', '<p>Saved in theme dev</p><main id="main"'));
      await reloaded;
      expect((await page()).html).toContain('<p>Saved in theme dev</p>');

      // A broken save: the page shows the error where it is, instead of the site.
      reloaded = events.nextReload();
      writeFileSync(region, original.replace('{.end}\n</div>', '\n</div>'));
      await reloaded;
      const broken = await page();
      expect(broken.status).toBe(500);
      expect(broken.html).toContain('The theme has');
      // As `theme check` words it (regions are composed, so the block left open may be an earlier region's).
      expect(broken.html).toMatch(/<pre>\w+\.region:\d+:\d+: error: \{[^}]+\} is never closed with \{\.end\}/);
      expect(broken.html).toContain(RELOAD_SCRIPT_PATH);

      // Fixed: the site again.
      reloaded = events.nextReload();
      writeFileSync(region, original);
      await reloaded;
      const fixed = await page();
      expect(fixed.status).toBe(200);
      expect(fixed.html).not.toContain('Saved in theme dev');
      await events.close();

      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 240_000);
});
