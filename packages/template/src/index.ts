/** @plinth/template: the JSON-T engine. */
export { compile, render, createEngine } from './engine.ts';
export type { Engine, Plugins, Template } from './engine.ts';
export type {
  Formatter, FormatterContext, Predicate, PredicateContext, Registry, RenderOptions, TemplateError,
} from './types.ts';
export { CORE_FORMATTERS } from './formatters.core.ts';
export { CORE_PREDICATES } from './predicates.core.ts';
export { asNumber, asString, isTruthy, print, deepEqual } from './values.ts';
