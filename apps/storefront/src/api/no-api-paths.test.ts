import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every call of the storefront names a route of the contract (`@plinth/api/client/routes/<name>`): its
 * path comes from the contract, never from a string written here. This fails on an `/api/…` path
 * spelled in a source file (tests may spell the URLs they expect on the wire) outside this folder.
 */
const SRC = new URL('..', import.meta.url).pathname;
const CLIENT_FOLDER = 'api/';
/** An `/api/` path at the start of a string, a comment word or a template: not `@plinth/api/client` or `./api/…`. */
const API_PATH = /(?:^|[\s'"`(])\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the storefront names no API path', () => {
  it('outside its client folder (src/api/): calls name a route of @plinth/api/client', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !file.startsWith(CLIENT_FOLDER))
      .flatMap((file) =>
        readFileSync(join(SRC, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (API_PATH.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('finds a path when there is one (the check checks)', () => {
    expect(API_PATH.test("await fetch('/api/commerce/checkout')")).toBe(true);
    expect(API_PATH.test('// GET /api/captcha/config')).toBe(true);
    expect(API_PATH.test("import { recordHit } from '@plinth/api/client/routes/recordHit';")).toBe(false);
    expect(API_PATH.test("import { jsonCall } from './api/json-call.ts';")).toBe(false);
  });
});
