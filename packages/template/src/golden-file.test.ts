import { describe, expect, it } from 'vitest';
import { formatGolden, parseGolden, type GoldenCase } from './golden-file.ts';

const base: GoldenCase = { template: '{a}', data: { a: 1 }, output: '1', errors: [], options: {} };

describe('golden files', () => {
  it('reads every section', () => {
    const c = parseGolden('a comment\n:TEMPLATE\n{p|apply x}\n:JSON\n{"p":1}\n:PARTIALS\n{"x":"[{@}]"}\n:OPTIONS\n{"locale":"de"}\n:OUTPUT\n[1]\n:ERRORS\nE1\nE2\n');
    expect(c).toEqual({ template: '{p|apply x}', data: { p: 1 }, output: '[1]', errors: ['E1', 'E2'], options: { locale: 'de', partials: { x: '[{@}]' } } });
  });

  it('keeps newlines: a trailing empty line is a final newline, no line is the empty string', () => {
    const c = parseGolden(':TEMPLATE\na\n\n:OUTPUT\n:ERRORS\n');
    expect([c.template, c.output, c.errors, c.data]).toEqual(['a\n', '', [], {}]);
  });

  it('reads a section marked json as a JSON string', () => {
    expect(parseGolden(':TEMPLATE\n{a}\n:OUTPUT json\n"x\\u00a0y\\r"\n').output).toBe('x\u00a0y\r');
  });

  it('rejects missing and repeated sections', () => {
    expect(() => parseGolden(':TEMPLATE\nx\n')).toThrow(':OUTPUT');
    expect(() => parseGolden(':TEMPLATE\nx\n:OUTPUT\n:OUTPUT\n')).toThrow('twice');
  });

  it.each<Partial<GoldenCase>>([
    {},
    { template: 'a\n', output: '' },
    { template: '\n\n{a}\n', output: 'x\ty  ' },
    { output: '5,00\u00a0€', options: { locale: 'fr-FR', now: 5 } },
    { template: 'x\n:OUTPUT\ny', output: 'x\n:OUTPUT\ny' },
    { errors: ['SyntaxError: a', 'RuntimeError: b'], options: { partials: { p: '{x}' } } },
    { data: { deep: { list: Array.from({ length: 30 }, (_, i) => i) } } },
  ])('writes what it reads back (%#)', (change) => {
    const c = { ...base, ...change };
    expect(parseGolden(formatGolden(c, 'comment'))).toEqual(c);
  });

  it('refuses multi-line error messages', () => {
    expect(() => formatGolden({ ...base, errors: ['a\nb'] })).toThrow();
  });
});
