import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { funnelStepOf, purchaseCents } from '../insights/index.ts';
import type { Experiment } from './definitions.ts';
import { PURCHASE_STEP, reachesGoal } from './goal-events.ts';
import { eventsAfterExposure, exposuresByVariant, pageViewConversions } from './results-repository.ts';
import { rateDifference, sampleRatio, type RateDifference, type SampleRatio } from './results-maths.ts';

/*
 * An experiment's results (issue 13): per variant, the visitors exposed (assigned at a render while
 * it ran), those who reached the goal after their exposure, the purchases they made after it, and
 * the difference of each variant's conversion rate with the control's (the first variant); plus the
 * sample-ratio check of the exposures against the current weights.
 */

export interface VariantResult {
  name: string;
  value: string;
  weight: number;
  exposures: number;
  conversions: number;
  conversionRate: number;
  revenueCents: number;
  difference: RateDifference | null;
}

export interface ExperimentResults {
  currency: string;
  variants: VariantResult[];
  sampleRatio: SampleRatio;
}

/** The results of `experiment` (a draft has none yet: zeros). */
export async function experimentResults(db: Kysely<Schema>, experiment: Experiment, currency: string): Promise<ExperimentResults> {
  const since = experiment.startedAt ?? experiment.createdAt;
  const [exposures, events, pageViews] = await Promise.all([
    exposuresByVariant(db, experiment.id),
    eventsAfterExposure(db, experiment.websiteId, experiment.id, since),
    experiment.goal === 'page_view' && experiment.goalPath ? pageViewConversions(db, experiment.websiteId, experiment.id, experiment.goalPath, since) : undefined,
  ]);
  const converted = new Map<string, Set<string>>();
  const revenue = new Map<string, number>();
  for (const event of events) {
    if (reachesGoal(experiment.goal, event.eventName)) {
      let visitors = converted.get(event.variant);
      if (!visitors) converted.set(event.variant, (visitors = new Set()));
      visitors.add(event.visitorId);
    }
    if (funnelStepOf(event.eventName) === PURCHASE_STEP) revenue.set(event.variant, (revenue.get(event.variant) ?? 0) + purchaseCents(event.dataJson));
  }
  const counted = experiment.variants.map((variant) => {
    const exposed = exposures.get(variant.name) ?? 0;
    const conversions = pageViews ? (pageViews.get(variant.name) ?? 0) : (converted.get(variant.name)?.size ?? 0);
    return { ...variant, exposures: exposed, conversions, conversionRate: exposed > 0 ? conversions / exposed : 0, revenueCents: revenue.get(variant.name) ?? 0 };
  });
  const control = counted[0];
  return {
    currency,
    variants: counted.map((variant, index) => ({
      ...variant,
      difference: index === 0 || !control ? null : rateDifference(control.conversions, control.exposures, variant.conversions, variant.exposures),
    })),
    sampleRatio: sampleRatio(counted.map((v) => v.exposures), counted.map((v) => v.weight)),
  };
}
