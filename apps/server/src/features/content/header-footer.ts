import type { siteFooter, siteHeader, siteHeaderFooter } from '@plinth/api';
import type { z } from 'zod';

/*
 * The site header and footer the owner edits (platform.md §3 "header and footer", §7): an
 * announcement bar and the cart link in the header; a line of text and a few links in the footer.
 * Their wire shape and limits are in the contract (`@plinth/api`, routes/content.ts).
 */

/** The site header. */
export type SiteHeader = z.output<typeof siteHeader>;

/** The site footer. */
export type SiteFooter = z.output<typeof siteFooter>;

/** One footer link. */
export type FooterLink = SiteFooter['links'][number];

/** GET and PUT /api/site-header-footer. */
export type SiteHeaderFooter = z.output<typeof siteHeaderFooter>;

/** A header and footer nobody has edited. */
export const DEFAULT_HEADER_FOOTER: SiteHeaderFooter = Object.freeze({
  header: Object.freeze({ announcement: '', showCart: true }),
  footer: Object.freeze({ text: '', links: [] }),
}) as SiteHeaderFooter;
