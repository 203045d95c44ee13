import type { ExperimentType } from '@plinth/platform';

/*
 * An experiment as the server keeps it: a feature toggle (variants whose values are `true` / `false`)
 * or an A/B test (variants whose values are what templates and islands show), each variant with a
 * weight out of 100; the first variant is the control the others are compared with.
 */

export const EXPERIMENT_GOALS = ['add_to_cart', 'purchase', 'form_submission', 'page_view'] as const;
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number];

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped', 'rolled_out'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** One arm of an experiment. */
export interface Variant {
  /** The segment name (`control`, `b`, `on` …). */
  name: string;
  /** What the page receives: `true`/`false` for a toggle, the text (a label …) for an A/B test. */
  value: string;
  /** Share of new visitors, 0–100; a experiment's weights sum to 100. */
  weight: number;
}

/** A stored experiment. */
export interface Experiment {
  id: string;
  websiteId: string;
  name: string;
  experimentType: ExperimentType;
  seed: string;
  variants: Variant[];
  goal: ExperimentGoal;
  goalPath: string | null;
  status: ExperimentStatus;
  winner: string | null;
  createdAt: number;
  startedAt: number | null;
  stoppedAt: number | null;
}
