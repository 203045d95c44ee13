/*
 * How the experiments views write their figures: rates and differences in percent (points for a
 * difference), revenue in the site's currency from minor units, and the labels of types, goals and
 * statuses.
 */
import type { createExperimentBody, getExperiment, getSiteStatus } from '@plinth/api';
import type { WebsiteStatus } from '@plinth/platform';
import { formatCents } from '../../money.ts';
import type { z } from 'zod';

export type OwnerExperiment = z.infer<typeof getExperiment.response>['experiment'];
export type ExperimentResults = z.infer<typeof getExperiment.response>['results'];
export type NewExperiment = z.input<typeof createExperimentBody>;
export type SiteStatus = z.infer<typeof getSiteStatus.response>;

export const TYPE_LABELS = { FEATURE_TOGGLE: 'Feature toggle', AB_TEST: 'A/B test' } as const;
export const GOAL_LABELS = { add_to_cart: 'Add to cart', purchase: 'Purchase', form_submission: 'Form submission', page_view: 'Page view' } as const;
export const STATUS_LABELS = { draft: 'Draft', running: 'Running', stopped: 'Stopped', rolled_out: 'Rolled out' } as const;

/** A website status as a sentence word: `PAST_DUE` → `'Past due'`. */
export function statusLabel(status: WebsiteStatus): string {
  const words = status.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `0.1234` → `'12.34%'`. */
export function percent(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}

/** A difference of rates in percentage points, signed: `0.031` → `'+3.10 pts'`. */
export function points(difference: number): string {
  const text = (Math.abs(difference) * 100).toFixed(2);
  return `${difference < 0 ? '−' : '+'}${text} pts`;
}

/** The interval of a difference: `'−0.40 to +6.20 pts'`. */
export function interval(low: number, high: number): string {
  return `${points(low).replace(' pts', '')} to ${points(high)}`;
}

/** Minor units of `currency` written in it (`12345, 'USD'` → `'$123.45'`), as the rest of the dashboard writes money. */
export function revenue(cents: number, currency: string): string {
  return formatCents(cents, currency);
}

/** The p-value, readable: below 0.001 it says so. */
export function pValue(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}
