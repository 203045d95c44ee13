/** Gallery settings with their allowed values and defaults (platform.md §3 "Gallery settings"). */

/** One setting: a choice of words, a boolean, or a number range (inclusive). */
export type GallerySettingSpec =
  | { readonly kind: 'choice'; readonly values: readonly string[]; readonly default: string }
  | { readonly kind: 'boolean'; readonly default: boolean }
  | { readonly kind: 'range'; readonly min: number; readonly max: number; readonly default: number };

const choice = (values: readonly string[], def: string) => Object.freeze({ kind: 'choice', values: Object.freeze(values), default: def } as const);
const bool = (def: boolean) => Object.freeze({ kind: 'boolean', default: def } as const);
const range = (min: number, max: number, def: number) => Object.freeze({ kind: 'range', min, max, default: def } as const);

/** Gallery designs. */
export const GALLERY_DESIGNS = Object.freeze(['slideshow', 'slider', 'grid', 'stacked'] as const);
/** Aspect ratios of cropped gallery images. */
export const GALLERY_ASPECT_RATIOS = Object.freeze([
  'square', 'standard', 'standard-vertical', 'four-three', 'three-four-vertical', 'widescreen', 'anamorphic-widescreen',
] as const);
/** Where image meta (title, description) sits. */
export const GALLERY_META_POSITIONS = Object.freeze([
  'top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right',
] as const);
/** Alignment of the active slide. */
export const GALLERY_ACTIVE_ALIGNMENTS = Object.freeze(['left', 'center', 'right'] as const);
/** Media types of gallery items. */
export const GALLERY_ITEM_MEDIA_TYPES = Object.freeze([
  'imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video',
] as const);

/** Every gallery setting by its context key. */
export const GALLERY_SETTINGS = Object.freeze({
  design: choice(GALLERY_DESIGNS, 'grid'),
  autoplay: bool(false),
  'autoplay-duration': range(1, 10, 5),
  controls: bool(false),
  'auto-crop': bool(true),
  'aspect-ratio': choice(GALLERY_ASPECT_RATIOS, 'square'),
  'square-thumbs': bool(true),
  thumbnails: bool(false),
  'thumbnail-strip-height': range(0, 200, 80),
  'thumbnail-strip-margin': range(0, 60, 20),
  'show-meta-basic': bool(true),
  'show-meta': bool(true),
  'show-meta-only-title': bool(false),
  'meta-position': choice(GALLERY_META_POSITIONS, 'bottom'),
  'show-meta-on-hover': bool(false),
  'active-alignment': choice(GALLERY_ACTIVE_ALIGNMENTS, 'center'),
  'thumbnails-per-row': range(1, 10, 4),
  padding: range(0, 50, 20),
  lightbox: bool(false),
  lightboxTheme: choice(['dark', 'light'], 'dark'),
  'max-width': range(100, 300, 300),
  newWindow: bool(false),
  transparentBackground: bool(false),
} as const satisfies Record<string, GallerySettingSpec>);

/** A gallery setting key. */
export type GallerySettingKey = keyof typeof GALLERY_SETTINGS;

/** Settings that apply only when `thumbnails` is on (the thumbnail strip). */
export const THUMBNAIL_SETTINGS = Object.freeze(['thumbnail-strip-height', 'thumbnail-strip-margin'] as const);

/** Normalised settings: every key set; dependent settings are `null` when they do not apply. */
export type GallerySettings = {
  -readonly [K in GallerySettingKey]: (typeof GALLERY_SETTINGS)[K] extends { kind: 'boolean' } ? boolean
    : (typeof GALLERY_SETTINGS)[K] extends { kind: 'range' } ? number : string;
} & {
  'autoplay-duration': number | null;
  'thumbnail-strip-height': number | null;
  'thumbnail-strip-margin': number | null;
};

function coerce(spec: GallerySettingSpec, v: unknown): string | number | boolean {
  switch (spec.kind) {
    case 'boolean':
      if (v === true || v === 'true' || v === 1) return true;
      if (v === false || v === 'false' || v === 0) return false;
      return spec.default;
    case 'choice':
      return typeof v === 'string' && spec.values.includes(v) ? v : spec.default;
    case 'range': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isFinite(n) ? Math.min(spec.max, Math.max(spec.min, n)) : spec.default;
    }
  }
}

/**
 * Reads gallery settings from an options object: unknown keys are dropped, missing or invalid
 * values take their default, booleans accept `true`/`false`, `"true"`/`"false"` and 1/0, numbers
 * (or numeric strings) are clamped to their range. Then the dependency rules: `autoplay-duration`
 * is `null` unless `autoplay` is on, the thumbnail-strip settings are `null` unless `thumbnails` is on.
 * @param input the `options` object of a gallery block (anything else counts as empty)
 * @example
 * normalizeGallerySettings({ design: 'slider', autoplay: 'true' })['autoplay-duration']; // 5
 * normalizeGallerySettings({})['autoplay-duration']; // null
 */
export function normalizeGallerySettings(input: unknown): GallerySettings {
  const src = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, spec] of Object.entries(GALLERY_SETTINGS) as [GallerySettingKey, GallerySettingSpec][]) {
    out[key] = coerce(spec, Object.prototype.hasOwnProperty.call(src, key) ? src[key] : undefined);
  }
  if (out.autoplay !== true) out['autoplay-duration'] = null;
  if (out.thumbnails !== true) for (const key of THUMBNAIL_SETTINGS) out[key] = null;
  return out as GallerySettings;
}
