/** The public entry points: an engine is a registry plus a partial cache. */
import { compileNodes } from './compile.ts';
import { execList } from './exec.ts';
import { Frame } from './frame.ts';
import { unexpected } from './messages.ts';
import { Run, type EngineCore } from './run.ts';
import { CORE_FORMATTERS } from './formatters.core.ts';
import { CORE_PREDICATES } from './predicates.core.ts';
import { PLUGIN_FORMATTERS, PLUGIN_PREDICATES } from './plugins/index.ts';
import type { Node } from './nodes.ts';
import type { Formatter, Predicate, Registry, RenderOptions, TemplateError } from './types.ts';

/** A compiled template; render it with the engine that compiled it (or the top-level `render`). */
export interface Template {
  readonly nodes: readonly Node[];
  readonly engine: EngineCore;
}

/** Plugins added to the core and built-in plugin formatters and predicates (same names replace them). */
export interface Plugins {
  formatters?: Record<string, Formatter>;
  predicates?: Record<string, Predicate>;
}

/** An engine: `compile` knows its registry; `render` runs any compiled template. */
export interface Engine {
  compile(source: string): { template: Template; errors: TemplateError[] };
  render(template: Template, context: unknown, options?: RenderOptions): { output: string; errors: TemplateError[] };
}

const MAX_CACHED_PARTIALS = 1000;

/** Renders a template; never throws. */
function renderTemplate(
  template: Template, context: unknown, options: RenderOptions = {},
): { output: string; errors: TemplateError[] } {
  const root = new Frame(context, null);
  const run = new Run(template.engine, options, root);
  try {
    execList(run, template.nodes, root);
  } catch (e) {
    run.errors.push(unexpected(e, 'TEMPLATE'));
  }
  return { output: run.out, errors: run.errors };
}

/**
 * Creates an engine with the core formatters and predicates, the built-in plugin domains
 * (date, i18n, commerce, content, social: `plugins/`) and then `plugins` (same names win).
 * @param plugins extra formatters/predicates (default none)
 * @example
 * const { compile, render } = createEngine({ formatters: { shout: (v) => String(v).toUpperCase() } });
 * render(compile('{a|shout}').template, { a: 'hi' }).output; // 'HI'
 */
export function createEngine(plugins: Plugins = {}): Engine {
  const registry: Registry = {
    formatters: { ...CORE_FORMATTERS, ...PLUGIN_FORMATTERS, ...plugins.formatters },
    predicates: { ...CORE_PREDICATES, ...PLUGIN_PREDICATES, ...plugins.predicates },
  };
  const partials = new Map<string, { nodes: Node[]; errors: TemplateError[] }>();
  const core: EngineCore = {
    registry,
    execList,
    compilePartial(source) {
      let c = partials.get(source);
      if (c === undefined) {
        c = compileNodes(source, registry);
        if (partials.size >= MAX_CACHED_PARTIALS) partials.clear();
        partials.set(source, c);
      }
      return c;
    },
  };
  return {
    compile(source) {
      try {
        const { nodes, errors } = compileNodes(String(source), registry);
        return { template: { nodes, engine: core }, errors };
      } catch (e) {
        // Defensive: compile never throws; an internal failure yields an empty template.
        return { template: { nodes: [], engine: core }, errors: [unexpected(e, 'COMPILE')] };
      }
    },
    render: renderTemplate,
  };
}

const defaultEngine = createEngine();

/** Compiles `source` with the core formatters and predicates and the built-in plugins. */
export function compile(source: string): { template: Template; errors: TemplateError[] } {
  return defaultEngine.compile(source);
}

/** Renders a compiled template against `context`. */
export function render(
  template: Template, context: unknown, options?: RenderOptions,
): { output: string; errors: TemplateError[] } {
  return renderTemplate(template, context, options);
}
