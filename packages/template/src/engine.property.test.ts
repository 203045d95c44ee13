/**
 * Property tests (fast-check): random and mutated templates never throw, never hang, and rendering
 * goes on after a broken tag.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine } from './engine.ts';
import { parseGolden } from './golden-file.ts';
import { CORE_FORMATTERS } from './formatters.core.ts';
import { CORE_PREDICATES } from './predicates.core.ts';
import { PLUGIN_FORMATTERS, PLUGIN_PREDICATES } from './plugins/index.ts';

/** Longest time one compile + render may take, in milliseconds (a hang shows up as a failure, not a timeout). */
const BOUND_MS = 1000;
const engine = createEngine();
const OPTIONS = { enableExpressions: true, enableInclude: true, partials: { p: '[{@}]', self: '{@|apply self}', bad: '{.section' } };

/** Compiles and renders without catching anything: a throw fails the property. */
function renderChecked(template: string, data: unknown): string {
  const start = performance.now();
  const c = engine.compile(template);
  const r = engine.render(c.template, data, OPTIONS);
  const ms = performance.now() - start;
  expect(ms).toBeLessThan(BOUND_MS);
  expect(typeof r.output).toBe('string');
  for (const e of [...c.errors, ...r.errors]) {
    expect(['parser', 'assembler', 'engine']).toContain(e.type);
    expect(typeof e.message).toBe('string');
  }
  return r.output;
}

const FORMATTERS = Object.keys({ ...CORE_FORMATTERS, ...PLUGIN_FORMATTERS });
const PREDICATES = Object.keys({ ...CORE_PREDICATES, ...PLUGIN_PREDICATES });
const KEYWORDS = [
  'section', 'repeated section', 'end', 'or', 'alternates with', 'if', 'var', 'ctx', 'eval', 'include', 'inject', 'macro',
  'meta-left', 'meta-right', 'space', 'tab', 'newline', 'eof', 'bogus',
];
const PATHS = ['a', 'b', 'a.b', '@', '@index', '@x', 'items', 'items.0', 'n.n.n', '$x', 'website.timeZone'];

const path = fc.constantFrom(...PATHS);
const args = fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('0', '-1', '1e9', '%Y', 'x', 'free:X', 'private', 'k=v')), { maxLength: 4 })
  .chain((a) => fc.constantFrom(' ', ',', '/', ':').map((d) => (a.length === 0 ? '' : d + a.join(d))));
const formatterTag = fc.tuple(path, fc.array(fc.tuple(fc.constantFrom(...FORMATTERS), args), { minLength: 1, maxLength: 3 }))
  .map(([p, fs]) => `{${p}|${fs.map(([f, a]) => f + a).join('|')}}`);
const instruction = fc.tuple(fc.constantFrom(...KEYWORDS), fc.constantFrom('', ' ', '  '), fc.oneof(path, fc.string({ maxLength: 8 }), fc.constant('@v a')))
  .map(([k, sp, rest]) => `{.${k}${sp}${rest}}`);
const predicateTag = fc.tuple(fc.constantFrom(...PREDICATES, 'nope?'), args).map(([p, a]) => `{.${p}${a}}`);
const fragment = fc.oneof(
  fc.constantFrom('{', '}', '{#', '{##', '##}', '|', '.', '@', ' ', '\n', 'x', '{.end}', '{.or}', '{.alternates with}', '{.eof}'),
  fc.string({ maxLength: 5 }), path.map((p) => `{${p}}`), formatterTag, instruction, predicateTag,
);
const soup = fc.array(fragment, { maxLength: 40 }).map((fs) => fs.join(''));
const data = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ a: fc.jsonValue({ maxDepth: 3 }), b: fc.jsonValue({ maxDepth: 2 }), items: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) }),
);

const GOLDEN = join(import.meta.dirname, '..', 'golden');
const goldenTemplates = readdirSync(GOLDEN).flatMap((area) =>
  readdirSync(join(GOLDEN, area)).map((f) => parseGolden(readFileSync(join(GOLDEN, area, f), 'utf8')).template));

/** A golden template with a few random edits: deletions, insertions of syntax characters, truncation. */
const mutated = fc.tuple(
  fc.constantFrom(...goldenTemplates),
  fc.array(fc.tuple(fc.nat(), fc.constantFrom('', '{', '}', '|', '.', '#', ' ', '{.end}', '@', 'x')), { maxLength: 5 }),
  fc.option(fc.nat()),
).map(([t, edits, cut]) => {
  let s = t;
  for (const [at, ins] of edits) {
    const i = s.length === 0 ? 0 : at % s.length;
    s = s.slice(0, i) + ins + s.slice(i + (ins === '' ? 1 : 0));
  }
  return cut === null ? s : s.slice(0, cut % (s.length + 1));
});

describe('robustness (fast-check)', () => {
  it('random tag soup never throws and renders in bounded time', () => {
    fc.assert(fc.property(soup, data, (t, d) => void renderChecked(t, d)), { numRuns: 300 });
  });

  it('mutated and truncated golden templates never throw', () => {
    fc.assert(fc.property(mutated, data, (t, d) => void renderChecked(t, d)), { numRuns: 300 });
  });

  it('every formatter with random arguments and values never throws', () => {
    fc.assert(fc.property(fc.constantFrom(...FORMATTERS), args, fc.jsonValue({ maxDepth: 3 }), (f, a, v) => {
      renderChecked(`{v|${f}${a}}{v, v|${f}${a}}`, { v, website: { timeZone: 'Asia/Tokyo' } });
    }), { numRuns: 1000 });
  });

  it('every predicate with random arguments and nodes never throws', () => {
    const cleanArgs = args.filter((a) => !/[{}]/.test(a));
    fc.assert(fc.property(fc.constantFrom(...PREDICATES), cleanArgs, fc.jsonValue({ maxDepth: 3 }), (p, a, v) => {
      expect(['Y', 'N']).toContain(renderChecked(`{.section v}{.${p}${a}}Y{.or}N{.end}{.or}{.${p}${a}}Y{.or}N{.end}{.end}`, { v }));
    }), { numRuns: 1000 });
  });

  it('deeply nested blocks never throw', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3000 }), fc.constantFrom('{.section n}', '{.repeated section n}', '{.if n}', '{.equal? n n}', '{.macro m}'), (depth, open) => {
      let d: unknown = 'leaf';
      for (let i = 0; i < Math.min(depth, 500); i++) d = { n: d };
      renderChecked(open.repeat(depth) + 'x' + '{.end}'.repeat(depth), d);
      renderChecked(open.repeat(depth) + 'unclosed', d);
    }), { numRuns: 20 });
  });

  it('huge repeats render in bounded time', () => {
    const items = Array.from({ length: 20000 }, (_, i) => ({ i, t: 'x'.repeat(i % 50) }));
    const out = renderChecked('{.repeated section items}{i}:{t|truncate 10}{.alternates with},{.end}', { items });
    expect(out.split(',')).toHaveLength(20000);
    renderChecked('{a}'.repeat(50000), { a: 'y' });
    renderChecked('{.section a}'.repeat(2000), {});
    renderChecked('{p|apply self}', { p: 1 });
    renderChecked('{s|truncate 100000000}{s|pluralize}{n|mod 0}', { s: 'z'.repeat(1_000_000), n: 5 });
  });
});

describe('rendering goes on after an error', () => {
  /** Broken tags that do not open a block (a block would, correctly, hold the text after it). */
  const broken = fc.oneof(
    fc.tuple(path, fc.string({ maxLength: 6 }).filter((s) => !/[{}|]/.test(s))).map(([p, s]) => `{${p}|nope${s}}`),
    fc.constantFrom('{.end}', '{.or}', '{.or nope?}', '{.alternates with}', '{ a}', '{a|}', '{a||b}', '{.section}', '{.var @x}', '{.var @x a|nope}',
      '{p|apply missing}', '{p|apply bad}', '{p|apply self}', '{.eval 1 +}', '{.eval (}', '{.eval "x}', '{.eval max()}', '{a|truncate x}',
      '{.include missing}', '{.inject @v nope}', '{.ctx @c}', '{#', '{', '}', '{a|money free}', '{.units-metric?}{.end}'),
  );
  it('text after a broken tag still appears', () => {
    fc.assert(fc.property(fc.array(broken, { minLength: 1, maxLength: 5 }), data, (tags, d) => {
      expect(renderChecked(`${tags.join('')} AFTER`, d)).toContain(' AFTER');
    }), { numRuns: 300 });
  });
});
