/**
 * Deterministic element ids (same on server and client, so hydration matches;
 * `useId` would repeat across separately hydrated islands).
 */

/**
 * Joins parts into an id, replacing anything but letters, digits, `-` and `_`.
 * @example domId('plinth', 'p 1', 'size') // 'plinth-p_1-size'
 */
export function domId(...parts: Array<string | number>): string {
  return parts.map((part) => String(part).replace(/[^A-Za-z0-9_-]/g, '_')).join('-');
}
