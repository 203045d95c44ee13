import { describe, expect, it } from 'vitest';
import { compile, createEngine, render } from './index.ts';
import { run } from './golden.helper.ts';
import type { Formatter } from './types.ts';

describe('createEngine plugins', () => {
  const shout: Formatter = (v) => String(v).toUpperCase();
  it('adds formatters and predicates to the core set', () => {
    const r = run('{a|shout|html}{.big?}B{.end}', { a: '<x>' }, {}, {
      formatters: { shout },
      predicates: { 'big?': (_args, ctx) => ctx.lookup('a') === '<x>' },
    });
    expect(r).toEqual({ output: '&lt;X&gt;B', errors: [] });
  });

  it('keeps registries separate per engine', () => {
    createEngine({ formatters: { shout } });
    expect(compile('{a|shout}').errors.map((e) => e.message)).toEqual(["SyntaxError: Formatter 'shout' is unknown"]);
  });

  it('reports an exception inside a formatter and goes on', () => {
    const boom: Formatter = () => {
      throw new TypeError('bad value');
    };
    const r = run('a{x|boom}b{.var @v x|boom}{@v}c', { x: 1 }, {}, { formatters: { boom } });
    expect(r.output).toBe('abc');
    expect(r.errors).toEqual([
      'RuntimeError: Unexpected TypeError error when executing VARIABLE: bad value',
      'RuntimeError: Unexpected TypeError error when executing BINDVAR: bad value',
    ]);
  });

  it('reports an exception inside a predicate and outputs neither branch', () => {
    const r = run('a{.boom?}Y{.or}N{.end}b', {}, {}, {
      predicates: {
        'boom?': () => {
          throw new RangeError('nope');
        },
      },
    });
    expect(r).toEqual({ output: 'ab', errors: ['RuntimeError: Unexpected RangeError error when executing PREDICATE: nope'] });
  });
});

describe('FormatterContext', () => {
  it('looks up from the value outward, and from the enclosing frame with lookupOuter', () => {
    const probe: Formatter = (_v, args, ctx) => `${String(ctx.lookup(args[0]))}/${String(ctx.lookupOuter(args[0]))}`;
    const r = run('{a|probe k}', { a: { k: 'in' }, k: 'out' }, {}, { formatters: { probe } });
    expect(r.output).toBe('in/out');
  });

  it('starts .var formatter lookups at the current frame (no value frame)', () => {
    const probe: Formatter = (_v, args, ctx) => ctx.lookup(args[0]);
    const r = run('{.var @v a|probe k}{@v}', { a: { k: 'in' }, k: 'out' }, {}, { formatters: { probe } });
    expect(r.output).toBe('out');
  });

  it('passes every value of a multi-value tag', () => {
    const both: Formatter = (_v, _a, ctx) => ctx.values.join('-');
    expect(run('{a, b|both}', { a: 1, b: 2 }, {}, { formatters: { both } }).output).toBe('1-2');
  });

  it('exposes the options and the loop index', () => {
    const loc: Formatter = (_v, _a, ctx) => `${ctx.options.locale}${ctx.loopIndex()}`;
    const r = run('{.repeated section a}{@|loc}{.end}', { a: [1, 2] }, { locale: 'fr' }, { formatters: { loc } });
    expect(r.output).toBe('fr1fr2');
  });

  it('restores itself after a nested apply', () => {
    const after: Formatter = (v, _a, ctx) => `${String(v)}:${String(ctx.lookup('k'))}`;
    const r = run('{a|apply p|after}', { a: { k: 'A' } }, { partials: { p: '{b|json}' } }, { formatters: { after } });
    expect(r.output).toBe(':A');
  });
});

describe('render', () => {
  it('never throws, whatever the context', () => {
    const { template } = compile('{a.b}{.section a}{b}{.end}{.repeated section a}x{.end}');
    for (const ctx of [undefined, null, 1, 'str', [], { a: null }]) {
      expect(() => render(template, ctx)).not.toThrow();
    }
  });

  it('caches partials per source and renders the same output twice', () => {
    const { template } = compile('{@|apply p}');
    const opts = { partials: { p: '[{x}]' } };
    expect(render(template, { x: 1 }, opts).output).toBe('[1]');
    expect(render(template, { x: 2 }, opts).output).toBe('[2]');
  });

  it('runs .include of a partial in the current frame', () => {
    const r = run('{.section s}{.include p output}{.end}{@v}', { s: { n: 'S' } }, { partials: { p: '{n}{.var @v n}' } });
    expect(r.output).toBe('S');
  });

  it('does not escape output', () => {
    expect(run('{a}', { a: '<b>&</b>' }).output).toBe('<b>&</b>');
  });

  it('keeps whitespace around block tags', () => {
    expect(run('{.section a}\n x\n{.end}\n', { a: 1 }).output).toBe('\n x\n\n');
  });
});
