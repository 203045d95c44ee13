import { funnelStepOf } from '../insights/index.ts';
import type { ExperimentGoal } from './definitions.ts';

/*
 * Which analytics events reach an experiment's goal. Add to cart and purchase are the purchase
 * funnel's steps (their names arrive in several spellings; insights knows them); a form submission
 * is an event named like one; a page view goal is a census hit on the goal's path (decided in SQL).
 */

const ADD_TO_CART_STEP = 1;
export const PURCHASE_STEP = 3;
const FORM_SUBMISSION_NAMES = new Set(['formsubmission', 'formsubmit', 'submitform', 'formsubmitted', 'generatelead']);

/** Whether a tracker event named `eventName` reaches `goal` (never for page_view: see the SQL). */
export function reachesGoal(goal: ExperimentGoal, eventName: string | null): boolean {
  if (goal === 'add_to_cart') return funnelStepOf(eventName) === ADD_TO_CART_STEP;
  if (goal === 'purchase') return funnelStepOf(eventName) === PURCHASE_STEP;
  if (goal === 'form_submission') return eventName !== null && FORM_SUBMISSION_NAMES.has(eventName.toLowerCase().replace(/[^a-z0-9]/g, ''));
  return false;
}
