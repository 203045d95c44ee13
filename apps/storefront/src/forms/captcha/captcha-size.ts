/** The captcha widget's size (storefront.md §5, platform.md §5). */

/** Narrower than this (in CSS pixels), the widget is compact. */
export const COMPACT_BELOW_PX = 320;

/**
 * 'compact' when the container is narrower than 320 px, else 'normal'.
 * @example captchaSize(319) // 'compact'
 */
export function captchaSize(containerWidth: number): 'compact' | 'normal' {
  return containerWidth < COMPACT_BELOW_PX ? 'compact' : 'normal';
}
