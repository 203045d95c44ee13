import { goldens } from './golden.helper.ts';

goldens('jsont.md 3: values, scopes and lookup', [
  { t: '{n} {t} {z} {o}', d: { n: 1.5, t: false, z: null, o: { a: 1 } }, out: '1.5 false  ' },
  { t: '{a}', d: { a: [1, [2, 3], null, 's'] }, out: '1,2,3,null,s' },
  { t: '{a}|{b}|{c}', d: { a: 0.1 + 0.2, b: 1e-7, c: 1e21 }, out: '0.30000000000000004|1e-7|1e+21' },
  { t: '{a}', d: { a: [{ x: 1 }, [], true] }, out: '[object Object],,true' },
  { t: '{missing}', d: {}, out: '' },
  { t: '{.section a}{b}{.end}', d: { a: { x: 1 }, b: 'outer' }, out: 'outer' },
  { t: '{.section a}{b.c}{.end}', d: { a: { b: {} }, b: { c: 'outer' } }, out: '' },
  { t: '{.section a}{b}{.end}', d: { a: { b: null }, b: 'outer' }, out: '' },
  { t: '{.section a}{length}{.end}', d: { a: [1, 2] }, out: '2' },
  { t: '{a.length}', d: { a: [1, 2] }, out: '' },
  { t: '{.section a}{.section b}x{.end}{.end}', d: { a: { k: 1 }, b: { k: 2 } }, out: '' },
  { t: '{.var @v x}{.section s}{.section @v}Y{.or}N{.end}{.end}', d: { x: 1, s: { z: 1 } }, out: 'N' },
  { t: '{.var @v x}{.section @v}Y{.or}N{.end}', d: { x: 1 }, out: 'Y' },
  { t: '{.section a}{@}{.end}', d: { a: 'self' }, out: 'self' },
  { t: '{.repeated section a}{.section @}{@index}{.end}{.end}', d: { a: [{ k: 1 }, { k: 2 }] }, out: '12' },
  { t: '{.repeated section a}{@index0}{.end}', d: { a: ['x', 'y'] }, out: '01' },
  { t: '{@index}', d: {}, out: '' },
]);

goldens('jsont.md 3.1: truthiness', [
  ...[null, false, 0, '', [], {}].map((v) => ({ t: '{.section a}T{.or}F{.end}', d: { a: v }, out: 'F' })),
  { t: '{.section a}T{.or}F{.end}', d: {}, out: 'F' },
  ...['0', 'false', [0], { a: 0 }, -1].map((v) => ({ t: '{.section a}T{.or}F{.end}', d: { a: v }, out: 'T' })),
]);
