import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The dashboard names API routes, never their paths: every call goes through the typed client
 * (`api.call('listOwnerOrders')`), so a path lives in the contract alone. Only src/api/ (the
 * client) and tests (which check what goes on the wire) may write one.
 */
const SRC = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a file without its comments (a comment may name a route's path to explain it). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('API paths in the dashboard', () => {
  it('are written only by its client (src/api/)', () => {
    const offenders = sources(SRC)
      .filter((file) => !relative(SRC, file).startsWith('api/'))
      .flatMap((file) =>
        code(readFileSync(file, 'utf8'))
          .split('\n')
          .filter((line) => /['"`]\/api\//.test(line))
          .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
