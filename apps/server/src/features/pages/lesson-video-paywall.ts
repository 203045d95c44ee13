/**
 * The lesson-video paywall (platform.md §6 and storefront.md §6: "Lesson video paywall behaviour
 * is gated by a feature flag"). With the `lesson-video-paywall` toggle on for the visitor, a
 * non-member who opens a locked page whose published document holds a video (a lesson) reads the
 * page with each video replaced by the member area's join panel; the video's address never
 * reaches them. With the toggle off, or on a locked page without a video, the whole page is the
 * access-denied page as before.
 */

/** The toggle's name (reserved by the experiments feature). */
export const LESSON_VIDEO_PAYWALL = 'lesson-video-paywall';

type Json = Record<string, unknown>;

/**
 * The page's sections with every video block replaced by a `paywall` block carrying `gate` (the
 * member area, its join label and note, for the block's partial); undefined when no block is a
 * video (then the page stays denied).
 */
export function paywallVideos(sections: unknown, gate: Json): Json[] | undefined {
  if (!Array.isArray(sections)) return undefined;
  let videos = 0;
  const gated = (sections as Json[]).map((section) => ({
    ...section,
    blocks: ((section.blocks ?? []) as Json[]).map((block) => {
      if (block.type !== 'video') return block;
      videos++;
      return { id: block.id, type: 'paywall', ...gate };
    }),
  }));
  return videos > 0 ? gated : undefined;
}
