import { describe, expect, it } from 'vitest';
import { parseTag, splitArgs } from './parse.ts';
import { parsePath, HEAD_INDEX, HEAD_SELF, HEAD_VAR } from './path.ts';
import { CORE_FORMATTERS } from './formatters.core.ts';
import { CORE_PREDICATES } from './predicates.core.ts';
import type { TemplateError } from './types.ts';

const reg = { formatters: CORE_FORMATTERS, predicates: CORE_PREDICATES };

describe('splitArgs', () => {
  it('uses the first character as the delimiter and keeps empty pieces', () => {
    expect(splitArgs(' 3')).toEqual(['3']);
    expect(splitArgs('  3')).toEqual(['', '3']);
    expect(splitArgs(',3,!')).toEqual(['3', '!']);
    expect(splitArgs('/y/ies')).toEqual(['y', 'ies']);
    expect(splitArgs('')).toEqual([]);
  });
});

describe('parsePath', () => {
  it('classifies the head and turns small digit segments into integers', () => {
    expect(parsePath('a.01.b')?.rest).toEqual([1, 'b']);
    expect(parsePath('a.2147483648')?.rest).toEqual(['2147483648']);
    expect(parsePath('@')?.kind).toBe(HEAD_SELF);
    expect(parsePath('@index')?.kind).toBe(HEAD_INDEX);
    expect(parsePath('@v.x')?.kind).toBe(HEAD_VAR);
    expect(parsePath('$a')?.head).toBe('$a');
  });
  it('rejects what is not exactly a PATH', () => {
    for (const s of ['', '_a', '-a', 'a.', 'a b', '$', 'a..b']) expect(parsePath(s)).toBeNull();
  });
});

describe('parseTag', () => {
  it('passes formatter arguments split on their delimiter', () => {
    const p = parseTag('x|truncate  3', reg, []);
    expect(p?.node).toMatchObject({ fmts: [{ name: 'truncate', args: ['', '3'] }] });
  });
  it('parses predicates with either delimiter', () => {
    expect(parseTag('.equal? a 1', reg, [])?.node).toMatchObject({ name: 'equal?', args: ['a', '1'] });
    expect(parseTag('.equal?:a:1', reg, [])?.node).toMatchObject({ name: 'equal?', args: ['a', '1'] });
  });
  it('returns null for instructions that do not fit exactly', () => {
    for (const s of ['.section', '.section a b', '.var @x  a', '.if !a', '.space ', '.or  equal? a', '.macro', '.ctx @c x', '.if a ']) {
      expect(parseTag(s, reg, [])).toBeNull();
    }
  });
  it('reports an unknown formatter once and makes the tag literal', () => {
    const errors: TemplateError[] = [];
    expect(parseTag('a|nope|html', reg, errors)).toBeNull();
    expect(errors).toEqual([{ type: 'parser', message: "SyntaxError: Formatter 'nope' is unknown" }]);
  });
});
