import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Facts with one home (issue 28, item 6): the source files of apps/ and packages/ that define one
 * again fail here. Tests may spell a fact to check it; generated and built files are not sources.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;

/** A fact, where it lives, and what a second definition of it looks like. */
const FACTS: Array<{ fact: string; home: string[]; definition: RegExp; within?: string }> = [
  { fact: 'the visitor cookie name', home: ['packages/platform/src/analytics-facts.ts'], definition: /=\s*['"`]ss_cvr['"`]/ },
  { fact: "the visitor cookie's two years", home: ['packages/platform/src/analytics-facts.ts'], definition: /\b730\s*\*|\b2\s*\*\s*365\s*\*\s*24/ },
  { fact: 'a parser of the visitor cookie', home: ['packages/platform/src/analytics-facts.ts'], definition: /ss_cvr[\s\S]*\.split\(\s*['"]\|['"]\s*\)|\.split\(\s*['"]\|['"]\s*\)[\s\S]*ss_cvr/ },
  { fact: 'the page types analytics skips', home: ['packages/platform/src/analytics-facts.ts'], definition: /\[\s*100\s*,\s*103\s*,\s*106\s*\]/ },
  // The template's formatters and the editor's paste keep the reference's own tag rules: the server's text is one reading.
  { fact: "the server's HTML to text", home: ['packages/platform/src/html-text.ts'], definition: /\.replace\(\/<(\[\^>\]\*|\/\?\(\[a-z\])/, within: 'apps/server/' },
  { fact: 'the restock words', home: ['packages/commerce/src/restock-messages.ts'], definition: /['"`](Email cannot be blank|Signed up!)['"`]/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.vite', 'migrations'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.generated\.ts$/.test(entry.name) && !/test-support|test-kit|test-props|fixtures?\b/.test(path) ? [path] : [];
  });
}

/** The text without its comments (a comment may name a fact; only code defines one). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('shared facts have one home', () => {
  const files = ['apps', 'packages'].flatMap((top) => sources(join(ROOT, top))).map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')] as const);

  for (const { fact, home, definition, within = '' } of FACTS) {
    it(`${fact}: only in ${home.join(', ')}`, () => {
      expect(files.filter(([file, text]) => file.startsWith(within) && !home.includes(file) && definition.test(code(text))).map(([file]) => file)).toEqual([]);
    });
  }

  it('finds a second definition when there is one (the check checks)', () => {
    const [cookie, expiry, parser, pageTypes, htmlText] = FACTS.map((f) => f.definition);
    expect(cookie!.test("const VISITOR_COOKIE = 'ss_cvr';")).toBe(true);
    expect(expiry!.test('const TWO_YEARS_S = 2 * 365 * 24 * 3600;')).toBe(true);
    expect(parser!.test("// ss_cvr\nconst parts = value.split('|');")).toBe(true);
    expect(pageTypes!.test('new Set([100, 103, 106])')).toBe(true);
    expect(htmlText!.test("html.replace(/<[^>]*>/g, ' ')")).toBe(true);
  });
});
