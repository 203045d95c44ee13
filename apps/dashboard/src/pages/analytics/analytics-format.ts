/** How the analytics view writes its numbers. */

const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/** `12345` → `'12,345'`. */
export function formatCount(n: number): string {
  return whole.format(n);
}

/** A rate 0 to 1 as a percentage: `0.4167` → `'41.7%'`. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** Seconds as `'1m 05s'` (or `'42s'`). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

/** The change from `previous` to `current`, for the comparison line. */
export interface Change {
  /** 'up', 'down' or 'same'; 'new' when there was nothing before. */
  direction: 'up' | 'down' | 'same' | 'new';
  /** `'+12%'`, `'−8%'`, `'0%'`, or '' for 'new'. */
  text: string;
}

/**
 * The relative change of a figure against the previous period.
 * @example changeOf(112, 100) // { direction: 'up', text: '+12%' }
 */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { direction: 'same', text: '0%' } : { direction: 'new', text: '' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: 'same', text: '0%' };
  return percent > 0 ? { direction: 'up', text: `+${percent}%` } : { direction: 'down', text: `−${Math.abs(percent)}%` };
}

/** A rate's change in percentage points: `0.42` against `0.40` → `'+2.0 pts'`. */
export function pointsChange(current: number, previous: number): Change {
  const points = (current - previous) * 100;
  if (Math.abs(points) < 0.05) return { direction: 'same', text: '0 pts' };
  return points > 0 ? { direction: 'up', text: `+${points.toFixed(1)} pts` } : { direction: 'down', text: `−${Math.abs(points).toFixed(1)} pts` };
}
