import { LAYOUT_LIMITS } from '@plinth/platform';
import { z } from 'zod';

/*
 * The pieces every block kind's schema is made of, with the words of their messages (issue 15;
 * platform.md §9 "Layout and content limits").
 */

/** Limits of the document (the block count is the spec's; the others are ours). */
export const EDITOR_LIMITS = Object.freeze({
  maxBlocks: LAYOUT_LIMITS.maxBlocksPerLayout,
  maxSections: 20,
  /** A rich-text block's JSON, in characters. */
  maxRichTextChars: 100_000,
  maxRichTextDepth: 12,
  maxCodeChars: 100_000,
  maxShortText: 200,
  maxLongText: 2_000,
  maxUrl: 2083,
  /** Chart dataset: 'Dataset truncated to {maxRows} rows or {maxColumns} columns.' */
  maxChartRows: 100,
  maxChartColumns: 10,
  minSpacer: 8,
  maxSpacer: 400,
  maxSummaryItems: 30,
});

/**
 * Addresses a link, button or image may point at: a site path, http(s), mailto:, tel: or a fragment.
 * Never javascript:, data: or a protocol-relative address.
 */
export const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/[^\s/]|mailto:|tel:)\S*$/i;

export const shortText = (name: string, max: number = EDITOR_LIMITS.maxShortText) =>
  z.string({ error: `${name} must be text.` }).max(max, `${name} must be at most ${max} characters.`);

export const href = (name: string) =>
  z.string({ error: `${name} must be text.` }).trim().max(EDITOR_LIMITS.maxUrl, `${name} must be at most ${EDITOR_LIMITS.maxUrl} characters.`)
    .regex(SAFE_HREF, `${name} must be a site path, an http(s) address, or a mailto: or tel: link.`);

/** The id of a thing of the site a block names (a form, a product, a library file…). */
export const id = (name: string) => z.string({ error: `${name} is required.` }).trim().min(1, `${name} is required.`).max(100, `${name} is too long.`);

export const align = z.enum(['left', 'center', 'right'], { error: 'Alignment must be left, center or right.' });

/** The alignment choices as the editor's selects word them. */
export const ALIGN_OPTIONS = [['left', 'Left'], ['center', 'Center'], ['right', 'Right']] as const;

/** A block's or a section's id. */
export const blockId = z.string({ error: 'Every block needs an id.' }).regex(/^[A-Za-z0-9_-]{1,40}$/, 'Block ids are 1 to 40 letters, digits, - or _.');
