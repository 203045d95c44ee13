/**
 * File sizes as the file manager shows them: 1024 units (platform.md §9, "file-size formatting
 * uses 1024 units"), one decimal below 10 of a unit, none above.
 */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * @example formatFileSize(1536) // '1.5 KB'
 * @example formatFileSize(5 * 1024 * 1024) // '5 MB'
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} B`;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1023.6 KB rounds to 1024 KB: say 1 MB instead.
  if (rounded >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${rounded} ${UNITS[unit]}`;
}
