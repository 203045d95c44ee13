/**
 * Rendering constants and the platform's fixed messages (platform.md §9 "Rendering", §9 "Layout and
 * content limits", §8 "Error catalogue").
 */

/** platform.md §9 "Rendering" and "Layout and content limits". */
export const RENDERING = Object.freeze({
  /** Default time zone for dates. */
  defaultTimeZone: 'America/New_York',
  /** Entries kept by the message formatter's cache. */
  messageFormatterCacheSize: 100,
  /** Default duration of an animated transition (a tween), in milliseconds. */
  tweenDurationMs: 300,
  /** Default space kept above an element scrolled to, in pixels. */
  scrollOffsetPx: 30,
  /** A scroll animation never runs shorter than this, in milliseconds. */
  scrollDurationClampMs: 50,
  /** Key-value pairs a query string is parsed into at most; later ones are ignored. */
  queryStringMaxKeys: 1000,
  /** Default height of a slider as a percentage of its width. */
  sliderAspectRatio: 50,
} as const);

/**
 * How long a scroll of `distancePx` animates: `tweenDurationMs` scaled by the distance over a
 * viewport height, never under `scrollDurationClampMs` nor over the tween.
 * @example scrollDurationMs(0, 800) // 50
 */
export function scrollDurationMs(distancePx: number, viewportPx: number): number {
  const share = viewportPx > 0 ? Math.abs(distancePx) / viewportPx : 1;
  return Math.round(Math.min(RENDERING.tweenDurationMs, Math.max(RENDERING.scrollDurationClampMs, RENDERING.tweenDurationMs * share)));
}

/**
 * The fixed string a password input shows for a password that is set but never sent back (the
 * spec: "The masked password placeholder is a fixed string"; it does not say which).
 */
export const MASKED_PASSWORD_PLACEHOLDER = '••••••••';

/**
 * The fixed colours of the fluid layout engine's editing overlay (the spec: "Fluid engine colours
 * are fixed hex values"; it does not give them, these are Plinth's).
 */
export const FLUID_ENGINE_COLORS = Object.freeze({
  gridLine: '#e1e4e8',
  gridLineActive: '#9aa4af',
  selection: '#1f6feb',
  dropTarget: '#2da44e',
  overlap: '#cf222e',
} as const);

/** Fixed messages of platform.md §8, worded exactly. */
export const PLATFORM_MESSAGES = Object.freeze({
  /** What the date format helper gives for a date it cannot read. */
  invalidDate: 'Invalid Date',
  /** What the time-since formatter gives for a date it cannot read. */
  invalidDateSince: 'Invalid date.',
  unableToLoadResults: 'Unable to load results.',
  unableToLoadCollections: 'Unable to load collections.',
  unableToLoad: 'Unable to load.',
  /** `{timeZone}` is the zone's name. */
  timeZoneLoadFailed: 'Failed to load timezone {timeZone}; retry connection or verify site availability.',
  illegalBareNewline: 'Illegal bare newline character in string literal',
  unterminatedString: 'Unterminated string',
} as const);

/** The time-zone load failure for `timeZone`. */
export function timeZoneLoadFailed(timeZone: string): string {
  return PLATFORM_MESSAGES.timeZoneLoadFailed.replace('{timeZone}', timeZone);
}

/** A fetch of something that is not there (§8: "NotFoundError carries a path"). */
export class NotFoundError extends Error {
  /** The path that was asked for, e.g. `/api/owner/forms/abc`. */
  readonly path: string;

  constructor(path: string) {
    super(`Not found: ${path}`);
    this.name = 'NotFoundError';
    this.path = path;
  }
}
