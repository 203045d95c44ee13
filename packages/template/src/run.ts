/** The state of one render call and the context object handed to formatters and predicates. */
import { Frame, loopIndex, resolve } from './frame.ts';
import { parsePath } from './path.ts';
import { applyNamed } from './apply.ts';
import type { Node } from './nodes.ts';
import type { FormatterContext, Registry, RenderOptions, TemplateError } from './types.ts';

/** What a compiled template shares with its engine: the registry and the partial cache. */
export interface EngineCore {
  readonly registry: Registry;
  /** Compiles a partial, cached per source string. */
  compilePartial(source: string): { readonly nodes: readonly Node[]; readonly errors: readonly TemplateError[] };
  /** Runs nodes in a frame (exec.ts's execList, handed in so that apply.ts and exec.ts need not import each other). */
  execList(run: Run, nodes: readonly Node[], frame: Frame): void;
}

const NO_VALUES: readonly unknown[] = [];

/**
 * The one context object of a render, re-pointed before each formatter or predicate call
 * (no allocation per tag); `apply` saves and restores it around nested rendering.
 */
export class Ctx implements FormatterContext {
  frame: Frame;
  outer: Frame;
  /** The tag's values, or null for `[one]` not built yet (most formatters never ask for them). */
  private vals: readonly unknown[] | null = NO_VALUES;
  private one: unknown;
  readonly run: Run;

  constructor(run: Run, frame: Frame) {
    this.run = run;
    this.frame = frame;
    this.outer = frame;
  }

  /** Every value of `{a, b|fmt}`; a tag of one value builds its array only when a formatter asks. */
  get values(): readonly unknown[] {
    return this.vals ?? (this.vals = [this.one]);
  }

  /** Points the values at one value (built on demand) or at all of them. */
  setValues(one: unknown, all: readonly unknown[] | null): void {
    this.vals = all;
    this.one = one;
  }

  get node(): unknown {
    return this.frame.node;
  }

  get options(): RenderOptions {
    return this.run.options;
  }

  lookup(path: string): unknown {
    const p = parsePath(path);
    return p === null ? undefined : resolve(this.frame, p);
  }

  lookupOuter(path: string): unknown {
    const p = parsePath(path);
    return p === null ? undefined : resolve(this.outer, p);
  }

  loopIndex(): number {
    return loopIndex(this.frame);
  }

  error(message: string): void {
    this.run.errors.push({ type: 'engine', message });
  }

  apply(name: string, node: unknown, isPrivate: boolean, args: Record<string, string> | null): string {
    const { frame, outer, vals, one } = this;
    try {
      return applyNamed(this.run, frame, name, node, isPrivate, args);
    } finally {
      this.frame = frame;
      this.outer = outer;
      this.vals = vals;
      this.one = one;
    }
  }

  /** Points the context at a frame for a predicate or a `.var` (no value frame). */
  at(frame: Frame): this {
    this.frame = this.outer = frame;
    this.vals = NO_VALUES;
    return this;
  }
}

/** Mutable state of one render call. */
export class Run {
  out = '';
  readonly errors: TemplateError[] = [];
  /** Nesting of apply/include (limit 16). */
  depth = 0;
  /** Partials whose parse errors were reported (once per render, as the reference parses each partial once). */
  readonly failedPartials = new Set<string>();
  /** `.eval` expressions whose parse errors were reported (once per render, as the reference). */
  readonly failedExpressions = new Set<object>();
  readonly options: RenderOptions;
  readonly engine: EngineCore;
  readonly ctx: Ctx;

  constructor(engine: EngineCore, options: RenderOptions, root: Frame) {
    this.engine = engine;
    this.options = options;
    this.ctx = new Ctx(this, root);
  }
}
