/** Every plugin domain, merged into each engine's registry on top of the core set. */
import { COMMERCE_FORMATTERS } from './formatters.commerce.ts';
import { COMMERCE_PREDICATES } from './predicates.commerce.ts';
import { CONTENT_FORMATTERS } from './formatters.content.ts';
import { CONTENT_PREDICATES } from './predicates.content.ts';
import { DATE_FORMATTERS } from './formatters.date.ts';
import { I18N_FORMATTERS } from './formatters.i18n.ts';
import { SOCIAL_FORMATTERS, SOCIAL_PREDICATES } from './formatters.social.ts';
import { WIDGET_FORMATTERS } from './formatters.widgets.ts';
import type { Formatter, Predicate } from '../types.ts';

/** Plugin formatters, as the hosted builder's engine has them. */
export const PLUGIN_FORMATTERS: Readonly<Record<string, Formatter>> = {
  ...DATE_FORMATTERS,
  ...I18N_FORMATTERS,
  ...COMMERCE_FORMATTERS,
  ...CONTENT_FORMATTERS,
  ...SOCIAL_FORMATTERS,
  ...WIDGET_FORMATTERS,
};

/** Plugin predicates. */
export const PLUGIN_PREDICATES: Readonly<Record<string, Predicate>> = {
  ...COMMERCE_PREDICATES,
  ...CONTENT_PREDICATES,
  ...SOCIAL_PREDICATES,
};
