/** The compiled tree: plain objects with a numeric kind, walked by exec.ts. */
import type { Path } from './path.ts';
import type { Formatter, Predicate } from './types.ts';
import type { Expression } from './expr/expression.ts';

export const N_TEXT = 0;
export const N_VAR = 1;
export const N_SECTION = 2;
export const N_REPEATED = 3;
export const N_PREDICATE = 4;
export const N_IF = 5;
export const N_BINDVAR = 6;
export const N_CTXVAR = 7;
export const N_EVAL = 8;
export const N_INCLUDE = 9;
export const N_INJECT = 10;
export const N_MACRO = 11;

/** One formatter in a chain, resolved at compile time. */
export interface FormatterCall {
  readonly name: string;
  readonly fn: Formatter;
  readonly args: string[];
}

export interface TextNode { readonly k: typeof N_TEXT; text: string }
export interface VarNode { readonly k: typeof N_VAR; readonly paths: readonly Path[]; readonly fmts: readonly FormatterCall[] | null }
export interface SectionNode { readonly k: typeof N_SECTION; readonly path: Path; readonly body: Node[]; alt: Node[] | null }
export interface RepeatedNode {
  readonly k: typeof N_REPEATED;
  readonly path: Path;
  readonly body: Node[];
  alternatesWith: Node[] | null;
  alt: Node[] | null;
}
/** Predicate block, `.if pred?` and `.or pred?` (fn null: unknown predicate, always false). */
export interface PredicateNode {
  readonly k: typeof N_PREDICATE;
  readonly type: string;
  readonly name: string;
  readonly fn: Predicate | null;
  readonly args: string[];
  readonly body: Node[];
  alt: Node[] | null;
}
/** `.if` over paths: `ops[i]` joins paths[i] and paths[i + 1] (true = `&&`). */
export interface IfNode { readonly k: typeof N_IF; readonly paths: readonly Path[]; readonly ands: readonly boolean[]; readonly body: Node[]; alt: Node[] | null }
export interface BindVarNode { readonly k: typeof N_BINDVAR; readonly name: string; readonly paths: readonly Path[]; readonly fmts: readonly FormatterCall[] | null }
export interface CtxVarNode { readonly k: typeof N_CTXVAR; readonly name: string; readonly keys: readonly string[]; readonly paths: readonly Path[] }
export interface EvalNode { readonly k: typeof N_EVAL; readonly expr: Expression }
export interface IncludeNode { readonly k: typeof N_INCLUDE; readonly name: string; readonly output: boolean }
export interface InjectNode { readonly k: typeof N_INJECT; readonly name: string; readonly key: string }
export interface MacroNode { readonly k: typeof N_MACRO; readonly name: string; readonly body: Node[] }

export type Node =
  | TextNode | VarNode | SectionNode | RepeatedNode | PredicateNode | IfNode | BindVarNode
  | CtxVarNode | EvalNode | IncludeNode | InjectNode | MacroNode;

/** A block node that `.or` can extend. */
export type OrHost = SectionNode | RepeatedNode | PredicateNode | IfNode;
