/** Public types of the JSON-T engine (the contract in ARCHITECTURE.md). */

/** A problem found while compiling or rendering; `message` carries its `SyntaxError: ` / `RuntimeError: ` prefix. */
export interface TemplateError {
  type: 'parser' | 'assembler' | 'engine';
  message: string;
}

/** Options of one render call. */
export interface RenderOptions {
  /** Partial templates by name (compiled on first use, cached per source). */
  partials?: Record<string, string>;
  /** Values for `.inject`, by exact key. */
  injects?: Record<string, unknown>;
  /** Locale for i18n plugin formatters (the core set ignores it). */
  locale?: string;
  /** Epoch milliseconds used as "now" by plugin formatters. */
  now?: number;
  /** Enable `.eval` (default off: the tag silently does nothing). */
  enableExpressions?: boolean;
  /** Enable `.include` (default off: the tag silently does nothing). */
  enableInclude?: boolean;
  /** Expression limits; 0 or absent = unlimited. */
  expressionLimits?: { maxTokens?: number; maxStringLength?: number };
}

/** What a predicate sees: the current frame. */
export interface PredicateContext {
  /** The node of the current frame. */
  readonly node: unknown;
  /** Resolve a dotted path from the current frame outward (jsont.md 3.3). */
  lookup(path: string): unknown;
  /** Options of this render. */
  readonly options: RenderOptions;
  /** 1-based index of the nearest enclosing repeated section, 0 outside any. */
  loopIndex(): number;
  /** Report a runtime error; the message is used as given (no prefix added). */
  error(message: string): void;
}

/** What a formatter sees: the value's frame, the enclosing one, the tag's values and the renderer. */
export interface FormatterContext extends PredicateContext {
  /** Resolve from the enclosing frame outward (used by `format`, `message`). */
  lookupOuter(path: string): unknown;
  /** Every value of the tag (`{a, b|fmt}`), the first one as resolved before any formatter ran. */
  readonly values: readonly unknown[];
  /**
   * Render macro or partial `name` with `node` as a new innermost frame (jsont.md 4.4).
   * `isPrivate` stops lookups at that frame; `args` becomes `@args`. Reports its own errors; '' on failure.
   */
  apply(name: string, node: unknown, isPrivate: boolean, args: Record<string, string> | null): string;
}

/** Returns the new first value of the tag. */
export type Formatter = (value: unknown, args: string[], ctx: FormatterContext) => unknown;
/** Decides a predicate block. */
export type Predicate = (args: string[], ctx: PredicateContext) => boolean;

/** Formatters and predicates known to an engine. */
export interface Registry {
  readonly formatters: Readonly<Record<string, Formatter>>;
  readonly predicates: Readonly<Record<string, Predicate>>;
}
