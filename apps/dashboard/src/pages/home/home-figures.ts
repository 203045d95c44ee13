/**
 * The Home's words, pure: a figure's change against the period before, and each kind of work
 * waiting as a sentence with the screen that does it.
 */
import type { PageName } from '../index.ts';

/** How a figure moved: its direction and the words under it. */
export interface Change {
  direction: 'up' | 'down' | 'flat';
  text: string;
}

/**
 * The change of a count or an amount, in per cent of the period before.
 * @example relativeChange(120, 100, 'yesterday') // { direction: 'up', text: '+20% vs yesterday' }
 * @example relativeChange(5, 0, 'yesterday') // { direction: 'up', text: 'up from none yesterday' }
 */
export function relativeChange(current: number, previous: number, before: string): Change {
  if (current === previous) return { direction: 'flat', text: `same as ${before}` };
  if (previous === 0) return { direction: 'up', text: `up from none ${before}` };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: current > previous ? 'up' : 'down', text: `about the same as ${before}` };
  return { direction: percent > 0 ? 'up' : 'down', text: `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% vs ${before}` };
}

/**
 * A rate (0 to 1) as a percentage with one decimal.
 * @example percentText(0.0425) // '4.3%'
 */
export function percentText(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/**
 * The change of a rate, in percentage points.
 * @example rateChange(0.05, 0.04, 'last week') // { direction: 'up', text: '+1.0 pts vs last week' }
 */
export function rateChange(current: number, previous: number, before: string): Change {
  const points = (current - previous) * 100;
  if (Math.abs(points) < 0.05) return { direction: 'flat', text: `same as ${before}` };
  return { direction: points > 0 ? 'up' : 'down', text: `${points > 0 ? '+' : '−'}${Math.abs(points).toFixed(1)} pts vs ${before}` };
}

/** The kinds of work the Home lists (the route's `tasks`). */
export type TaskKind = 'orders-to-fulfil' | 'low-stock' | 'restock-waiting' | 'comments-pending' | 'webhooks-failed' | 'publish-pending';

/** A kind of work as the Home says it: singular and plural words, and the screen (with its query) that does it. */
export const TASK_TEXT: Readonly<Record<TaskKind, { one: string; many: string; page: PageName; search?: string }>> = {
  'orders-to-fulfil': { one: 'order to fulfil', many: 'orders to fulfil', page: 'orders', search: '?fulfillmentStatus=unfulfilled' },
  'low-stock': { one: 'product low on stock', many: 'products low on stock', page: 'products', search: '?sort=stock' },
  'restock-waiting': { one: 'restock request waiting', many: 'restock requests waiting', page: 'restock' },
  'comments-pending': { one: 'comment to moderate', many: 'comments to moderate', page: 'comments' },
  'webhooks-failed': { one: 'failed webhook delivery', many: 'failed webhook deliveries', page: 'integrations' },
  'publish-pending': { one: 'draft not published yet', many: 'drafts not published yet', page: 'pages' },
};

/**
 * A kind of work with its count, as a sentence.
 * @example taskSentence('orders-to-fulfil', 1) // '1 order to fulfil'
 */
export function taskSentence(kind: TaskKind, count: number): string {
  const text = TASK_TEXT[kind];
  return `${count.toLocaleString('en-US')} ${count === 1 ? text.one : text.many}`;
}
