/**
 * Roving focus in a toolbar (WAI-ARIA Authoring Practices, "Toolbar"): Tab reaches the toolbar
 * once, the arrow keys move between its controls (wrapping), Home and End go to the ends.
 */

/** The index the key moves focus to, or null when the key is not a toolbar key. */
export function rovingTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
