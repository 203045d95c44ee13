import { goldens } from './golden.helper.ts';

const EOF_MSG =
  'Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.';

goldens('jsont.md 5: errors', [
  { t: '{.section a}x', d: { a: 1 }, out: 'x', errors: ['SyntaxError: Reached EOF in the middle of SECTION'] },
  { t: 'a{.end}b', d: {}, out: 'ab', errors: ['SyntaxError: Instruction END not allowed at root'] },
  {
    t: '{.if a}{.alternates with}{.end}',
    d: { a: 1 },
    out: '',
    errors: ['SyntaxError: ALTERNATES_WITH instruction is not allowed inside IF block.'],
  },
  { t: '{.bogus?}Y{.or}N{.end}', d: {}, out: 'N', errors: ["SyntaxError: Predicate 'bogus?' is unknown"] },
  { t: '{.section a}Y{.or bogus? 1}B{.end}', d: {}, out: '', errors: ["SyntaxError: Predicate 'bogus?' is unknown"] },
  { t: '{.if bogus?}Y{.or}N{.end}', d: {}, out: 'N', errors: ["SyntaxError: Predicate 'bogus?' is unknown"] },
  { t: 'a{.eof}b{c}{.end}', d: {}, out: 'a', errors: [`SyntaxError: TEXT ${EOF_MSG}`] },
  { t: 'a{.eof}{.section x}b', d: {}, out: 'a', errors: [`SyntaxError: SECTION ${EOF_MSG}`] },
  { t: 'a{.eof}{x}', d: {}, out: 'a', errors: [`SyntaxError: VARIABLE ${EOF_MSG}`] },
  { t: 'a{.eof}', d: {}, out: 'a' },
  { t: '{.section a}a{.eof}', d: { a: 1 }, out: 'a', errors: ['SyntaxError: Reached EOF in the middle of SECTION'] },
  { t: '{x|truncate x}', d: { x: 'abc' }, out: 'abc' },
  { t: '{.units-metric?}M{.or}I{.end}', d: {}, out: 'I', errors: ['"units-metric?" formatter is not yet implemented'] },
]);
