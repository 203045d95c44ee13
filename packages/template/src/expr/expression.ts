/** Compiles a `.eval` expression once: tokens, then shunting-yard into one RPN list per `;` sub-expression. */
import { lex, T_COMMA, T_FUNC, T_LPAREN, T_NAME, T_OP, T_RPAREN, T_SEMI, T_VALUE, type Tok } from './lex.ts';

/** A compiled expression. `error` is the parse message (reported at run time, after the token limit check). */
export interface Expression {
  readonly src: string;
  readonly debug: boolean;
  readonly subs: readonly (readonly Tok[])[];
  readonly error: string | null;
  /** Tokens lexed (up to the error, if any), for the `maxTokens` limit. */
  readonly count: number;
}

/** Binding power of each operator (higher binds tighter) and whether it associates right. */
const PREC: Record<string, number> = {
  '!': 14, '~': 14, 'u-': 14, 'u+': 14, '**': 13, '*': 12, '/': 12, '%': 12, '+': 11, '-': 11, '<<': 10, '>>': 10,
  '<': 9, '<=': 9, '>': 9, '>=': 9, '==': 8, '!=': 8, '===': 8, '!==': 8, '&': 7, '^': 6, '|': 5, '&&': 4, '||': 3,
  '=': 2,
};
const RIGHT = new Set(['!', '~', 'u-', 'u+', '**', '=']);
const UNARY = new Set(['!', '~', 'u-', 'u+']);

/** Call token in RPN: function name and argument count. */
export interface CallTok extends Tok { readonly argc: number }

class ParseError extends Error {}

interface Paren { readonly func: string | null; commas: number; operand: boolean }

function toRpn(tokens: readonly Tok[]): Tok[][] {
  const subs: Tok[][] = [];
  let out: Tok[] = [];
  const ops: Tok[] = [];
  const parens: Paren[] = [];
  const flush = (): void => {
    while (ops.length) {
      const t = ops.pop() as Tok;
      if (t.t === T_LPAREN || t.t === T_FUNC) throw new ParseError('Mismatched operator found: left paren');
      out.push(t);
    }
  };
  const sawOperand = (): void => {
    if (parens.length) parens[parens.length - 1].operand = true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    switch (tok.t) {
      case T_VALUE:
      case T_NAME:
        out.push(tok);
        sawOperand();
        break;
      case T_FUNC:
        sawOperand();
        ops.push(tok);
        if (tokens[i + 1]?.t === T_LPAREN) i++;
        parens.push({ func: tok.name as string, commas: 0, operand: false });
        break;
      case T_LPAREN:
        sawOperand();
        ops.push(tok);
        parens.push({ func: null, commas: 0, operand: false });
        break;
      case T_COMMA:
      case T_RPAREN: {
        while (ops.length && ops[ops.length - 1].t === T_OP) out.push(ops.pop() as Tok);
        const p = parens[parens.length - 1];
        if (!ops.length || p === undefined) throw new ParseError('Mismatched operator found: right paren');
        if (tok.t === T_COMMA) {
          p.commas++;
          break;
        }
        ops.pop();
        parens.pop();
        if (p.func !== null) {
          const call: CallTok = { t: T_FUNC, name: p.func, argc: p.operand ? p.commas + 1 : 0 };
          out.push(call);
        }
        break;
      }
      case T_SEMI:
        flush();
        if (out.length) subs.push(out);
        out = [];
        break;
      case T_OP: {
        const op = tok.op as string;
        if (!UNARY.has(op)) {
          const prec = PREC[op];
          while (ops.length && ops[ops.length - 1].t === T_OP) {
            const top = PREC[ops[ops.length - 1].op as string];
            if (top > prec || (top === prec && !RIGHT.has(op))) out.push(ops.pop() as Tok);
            else break;
          }
        }
        ops.push(tok);
        break;
      }
    }
  }
  flush();
  if (out.length) subs.push(out);
  return subs;
}

/** Compiles expression text (a leading `#` requests a debug dump). Never throws. */
export function compileExpression(text: string): Expression {
  const debug = text.charCodeAt(0) === 35;
  const src = debug ? text.slice(1) : text;
  const { tokens, error } = lex(src);
  if (error !== null) return { src: text, debug, subs: [], error, count: tokens.length };
  try {
    return { src: text, debug, subs: toRpn(tokens), error: null, count: tokens.length };
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    return { src: text, debug, subs: [], error: e.message, count: tokens.length };
  }
}
