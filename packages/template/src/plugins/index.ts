/** Every plugin domain, merged into each engine's registry on top of the core set. */
import { DATE_FORMATTERS } from './formatters.date.ts';
import type { Formatter, Predicate } from '../types.ts';

/** Plugin formatters, as the hosted builder's engine has them. */
export const PLUGIN_FORMATTERS: Readonly<Record<string, Formatter>> = {
  ...DATE_FORMATTERS,
};

/** Plugin predicates. */
export const PLUGIN_PREDICATES: Readonly<Record<string, Predicate>> = {};
