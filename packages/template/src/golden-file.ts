/**
 * The `.golden` file format of `packages/template/golden/` (documented in the README):
 * sections `:TEMPLATE`, `:JSON`, `:OUTPUT`, `:ERRORS`, and optional `:PARTIALS`, `:OPTIONS`,
 * each a header line followed by its text up to the next header.
 */
import type { RenderOptions } from './types.ts';

/** One golden case. */
export interface GoldenCase {
  template: string;
  data: unknown;
  output: string;
  /** Error messages, parse errors first. */
  errors: string[];
  options: RenderOptions;
}

const SECTIONS = ['TEMPLATE', 'JSON', 'OUTPUT', 'ERRORS', 'PARTIALS', 'OPTIONS'] as const;
type Section = (typeof SECTIONS)[number];
const HEADER = /^:(TEMPLATE|JSON|OUTPUT|ERRORS|PARTIALS|OPTIONS)( json)?$/;
/** Characters that are invisible or unsafe in a text file; text holding one is written as a JSON string. */
const UNSAFE = /[\0-\x08\x0b-\x1f\x7f\u00a0\u2000-\u200f\u2028\u2029\u202f\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Parses a golden file. Text before the first header is a free comment. A section's text is its
 * lines joined by `\n` (so it has no final newline unless followed by an empty line); a header
 * followed by ` json` holds a JSON string literal instead.
 * @throws Error on an unknown or repeated section, a missing `:TEMPLATE`/`:OUTPUT`, or bad JSON
 */
export function parseGolden(text: string): GoldenCase {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const found = new Map<Section, string>();
  let current: { name: Section; json: boolean; lines: string[] } | null = null;
  const close = () => {
    if (current === null) return;
    const body = current.lines.join('\n');
    found.set(current.name, current.json ? (JSON.parse(body) as string) : body);
  };
  for (const line of lines) {
    const m = HEADER.exec(line);
    if (m === null) {
      current?.lines.push(line);
      continue;
    }
    close();
    const name = m[1] as Section;
    if (found.has(name)) throw new Error(`section :${name} appears twice`);
    current = { name, json: m[2] !== undefined, lines: [] };
  }
  close();
  const template = found.get('TEMPLATE');
  const output = found.get('OUTPUT');
  if (template === undefined || output === undefined) throw new Error('a golden file needs :TEMPLATE and :OUTPUT');
  const errors = found.get('ERRORS');
  const options = found.has('OPTIONS') ? (JSON.parse(found.get('OPTIONS') as string) as RenderOptions) : {};
  if (found.has('PARTIALS')) options.partials = JSON.parse(found.get('PARTIALS') as string) as Record<string, string>;
  return {
    template,
    data: found.has('JSON') ? JSON.parse(found.get('JSON') as string) : {},
    output,
    errors: errors === undefined || errors === '' ? [] : errors.split('\n'),
    options,
  };
}

function section(name: Section, body: string, raw = false): string {
  if (!raw && (UNSAFE.test(body) || body.split('\n').some((l) => HEADER.test(l)))) {
    return `:${name} json\n${JSON.stringify(body)}\n`;
  }
  return body === '' ? `:${name}\n` : `:${name}\n${body}\n`;
}

/** JSON on one line when short, else indented by two spaces. */
function json(v: unknown): string {
  const flat = JSON.stringify(v);
  return flat.length <= 100 ? flat : JSON.stringify(v, null, 2);
}

/**
 * Writes a golden case in the format `parseGolden` reads (`parseGolden(formatGolden(c))` equals `c`).
 * @throws Error if an error message spans lines
 */
export function formatGolden(c: GoldenCase, comment = ''): string {
  if (c.errors.some((e) => e.includes('\n') || e === '')) throw new Error('error messages must be single non-empty lines');
  const { partials, ...options } = c.options;
  let out = comment === '' ? '' : comment.endsWith('\n') ? comment : comment + '\n';
  out += section('TEMPLATE', c.template);
  out += section('JSON', json(c.data), true);
  if (partials !== undefined) out += section('PARTIALS', json(partials), true);
  if (Object.keys(options).length > 0) out += section('OPTIONS', json(options), true);
  out += section('OUTPUT', c.output);
  if (c.errors.length > 0) out += section('ERRORS', c.errors.join('\n'));
  return out;
}
