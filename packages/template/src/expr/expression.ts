/** Compiles a `.eval` expression once: tokens, then shunting-yard into one RPN list per `;` sub-expression. */
import { lex, T_COMMA, T_FUNC, T_LPAREN, T_MARK, T_NAME, T_OP, T_RPAREN, T_SEMI, T_VALUE, type Tok } from './lex.ts';

/** A compiled expression. `error` is the parse message (reported at run time, after the token limit check). */
export interface Expression {
  readonly src: string;
  readonly debug: boolean;
  readonly subs: readonly (readonly Tok[])[];
  readonly error: string | null;
  /** Whether `error` is the lexer's (reported even past the token limit) or the ordering's (not). */
  readonly lexError: boolean;
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

/** Marks where a call's arguments start in RPN; the call takes every value above it. */
const MARK: Tok = { t: T_MARK };

class ParseError extends Error {}

interface Paren { readonly func: string | null }

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
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    switch (tok.t) {
      case T_VALUE:
      case T_NAME:
        out.push(tok);
        break;
      case T_FUNC:
        ops.push(tok);
        out.push(MARK);
        if (tokens[i + 1]?.t === T_LPAREN) i++;
        parens.push({ func: tok.name as string });
        break;
      case T_LPAREN:
        ops.push(tok);
        parens.push({ func: null });
        break;
      case T_COMMA:
      case T_RPAREN: {
        while (ops.length && ops[ops.length - 1].t === T_OP) out.push(ops.pop() as Tok);
        const p = parens[parens.length - 1];
        // As the reference: a comma only separates (values left side by side: the last one counts).
        if (tok.t === T_COMMA) break;
        if (!ops.length || p === undefined) throw new ParseError('Mismatched operator found: right paren');
        ops.pop();
        parens.pop();
        if (p.func !== null) out.push({ t: T_FUNC, name: p.func });
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
  if (error !== null) return { src: text, debug, subs: [], error, lexError: true, count: tokens.length };
  try {
    return { src: text, debug, subs: toRpn(tokens), error: null, lexError: false, count: tokens.length };
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    return { src: text, debug, subs: [], error: e.message, lexError: false, count: tokens.length };
  }
}
