import { goldens } from './golden.helper.ts';

goldens('jsont.md 4.1: nesting', [
  {
    t: '{.repeated section a}{@}{.alternates with}|{.if x}X{.end}|{.end}',
    d: { a: [1, 2], x: 1 },
    out: '1X||2X|',
  },
  { t: '{.section a}A{.or}B{.or}C{.end}', d: {}, out: 'BC', errors: ['SyntaxError: This OR_PREDICATE block will never execute.'] },
  {
    t: '{.macro m}x{.or}y{.end}{.include m output}',
    d: {},
    out: 'xy',
    errors: ['SyntaxError: OR_PREDICATE instruction is not allowed inside MACRO block.'],
  },
  {
    t: '{.section a}{.alternates with}{.end}',
    d: {},
    out: '',
    errors: ['SyntaxError: ALTERNATES_WITH instruction is not allowed inside SECTION block.'],
  },
  {
    t: '{.repeated section a}{@}{.or}none{.alternates with}{.end}',
    d: { a: [] },
    out: 'none',
    errors: ['SyntaxError: ALTERNATES_WITH instruction is not allowed inside OR_PREDICATE block.'],
  },
  { t: 'x{.or}y', d: {}, out: 'xy', errors: ['SyntaxError: Instruction OR_PREDICATE not allowed at root'] },
  { t: '{.alternates with}', d: {}, out: '', errors: ['SyntaxError: Instruction ALTERNATES_WITH not allowed at root'] },
  {
    t: '{.section a}{.section b}x',
    d: { a: { b: 1 } },
    out: 'x',
    errors: ['SyntaxError: Reached EOF in the middle of SECTION'],
  },
  { t: '{.if a}x{.or}y', d: {}, out: 'y', errors: ['SyntaxError: Reached EOF in the middle of OR_PREDICATE'] },
]);

goldens('jsont.md 4.2: semantics', [
  { t: '{.section a}x{.or}{@}{.end}', d: { a: 0 }, out: '0' },
  { t: '{.repeated section a}{@index}:{@}{.alternates with}, {.or}none{.end}', d: { a: ['x', 'y'] }, out: '1:x, 2:y' },
  { t: '{.repeated section a}{@index}:{@}{.alternates with}, {.or}none{.end}', d: { a: [] }, out: 'none' },
  { t: '{.repeated section a}x{.or}{b}{.end}', d: { a: 'str', b: 'B' }, out: 'B' },
  { t: '{.section a}A{.or equal? b 1}B{.or}C{.end}', d: { b: 1 }, out: 'B' },
  { t: '{.section a}A{.or equal? b 1}B{.or}C{.end}', d: { b: 2 }, out: 'C' },
  { t: '{.if a && b || c}Y{.or}N{.end}', d: { a: 0, b: 0, c: 1 }, out: 'N' },
  { t: '{.if a || b && c}Y{.or}N{.end}', d: { a: 1, b: 0, c: 0 }, out: 'Y' },
  { t: '{.if a&&b}Y{.or}N{.end}', d: { a: 1, b: 1 }, out: 'Y' },
  { t: '{.if equal? a 1}Y{.or}N{.end}', d: { a: 1 }, out: 'Y' },
  { t: '{.var @x a|html}{@x}', d: { a: '<b>' }, out: '&lt;b&gt;' },
  { t: '{.ctx @c x=a y=b.c z=q}{@c|json}', d: { a: 1, b: { c: [2] } }, out: '{"x":1,"y":[2],"z":null}' },
  { t: '{.ctx @c x=a y=b.c}{@c|json}', d: { a: 1, b: { c: [2] } }, out: '{"x":1,"y":[2]}' },
  { t: '{.macro hi}Hi {name}!{.end}{.include hi output}', d: { name: 'Ann' }, out: 'Hi Ann!' },
  { t: '{.macro hi}{.var @v name}Hi{.end}{.include hi}{@v}', d: { name: 'Ann' }, out: 'Ann' },
  { t: '{.macro hi}Hi{.end}{.include hi}', d: {}, out: '', opts: { enableInclude: false } },
  { t: '{.inject @v a.json}{@v.k}{.inject @w b}{@w}', d: {}, out: '1', opts: { injects: { 'a.json': { k: 1 } } } },
  { t: '{.section s}{.var @v a}{@v}{.end}{@v}', d: { s: { a: 1 } }, out: '1' },
  { t: '{.var @v a, b}{@v}', d: { a: 1, b: 2 }, out: '1' },
]);

goldens('jsont.md 4.3: variable tags', [
  { t: '{a|get b}', d: { a: { x: 1, y: 2, b: 'x' }, b: 'y' }, out: '1' },
  { t: '{a|nope 1}', d: { a: 1 }, out: '{a|nope 1}', errors: ["SyntaxError: Formatter 'nope' is unknown"] },
  { t: '{.var @x a|nope}{@x}', d: { a: 1 }, out: '{.var @x a|nope}', errors: ["SyntaxError: Formatter 'nope' is unknown"] },
  { t: '{a|html|json}', d: { a: '<' }, out: '"&lt;"' },
]);

goldens('jsont.md 4.4: partials and apply', [
  { t: '{.macro m}<{@args.k}:{@}:{t}>{.end}{p|apply m k=v}', d: { p: 'P', t: 'T' }, out: '<v:P:T>' },
  { t: '{.macro m}<{t}>{.end}{p|apply m private}', d: { p: {}, t: 'T' }, out: '<>' },
  { t: '{p|apply card}', d: { p: { n: 'N' } }, out: '[N]', opts: { partials: { card: '[{n}]' } } },
  { t: '{.macro card}M{.end}{p|apply card}', d: { p: 1 }, out: 'M', opts: { partials: { card: 'P' } } },
  {
    t: '{p|apply nope}',
    d: { p: 1 },
    out: '',
    errors: ["RuntimeError: Attempt to apply partial 'nope' which could not be found."],
  },
  {
    t: '{p|apply bad}',
    d: { p: 1 },
    out: '',
    opts: { partials: { bad: 'x{a|zz}' } },
    errors: ['RuntimeError: Parse of partial "bad" failed: SyntaxError: Formatter \'zz\' is unknown'],
  },
  { t: '{p|apply}', d: { p: 1 }, out: '' },
  {
    t: '{.macro r}<{.section n}{@|apply r}{.end}>{.end}{d|apply r}',
    d: { d: nest(3) },
    out: '<<<<>>>>',
  },
  {
    t: '{.macro r}<{.section n}{@|apply r}{.end}>{.end}{d|apply r}',
    d: { d: nest(17) },
    out: '<'.repeat(16) + '>'.repeat(16),
    errors: ["RuntimeError: Attempt to apply partial 'r' exceeded maximum recursion depth of 16"],
  },
]);

function nest(n: number): unknown {
  let v: Record<string, unknown> = { x: 1 };
  for (let i = 0; i < n; i++) v = { n: v };
  return v;
}
