/*
 * The site header and footer the owner edits (platform.md §3 "header and footer", §7): an
 * announcement bar and the cart link in the header; a line of text and a few links in the footer.
 */

/** The site header. */
export interface SiteHeader {
  /** Shown in a bar above the header; '' shows no bar. */
  announcement: string;
  /** Whether the header shows the Cart link. */
  showCart: boolean;
}

/** One footer link. */
export interface FooterLink {
  label: string;
  /** A site path ('/about'), an http(s) address, or a mailto:/tel: link. */
  url: string;
}

/** The site footer. */
export interface SiteFooter {
  /** A line of text; '' shows the default 'Built with Plinth' line. */
  text: string;
  links: FooterLink[];
}

/** GET and PUT /api/site-header-footer. */
export interface SiteHeaderFooter {
  header: SiteHeader;
  footer: SiteFooter;
}

/** Limits of the header and footer fields. */
export const HEADER_FOOTER_LIMITS = Object.freeze({
  announcement: 200,
  footerText: 500,
  linkLabel: 60,
  links: 10,
  /** platform.md §9: URL maximum length. */
  url: 2083,
});

/** A header and footer nobody has edited. */
export const DEFAULT_HEADER_FOOTER: SiteHeaderFooter = Object.freeze({
  header: Object.freeze({ announcement: '', showCart: true }),
  footer: Object.freeze({ text: '', links: [] }),
}) as SiteHeaderFooter;

/** Footer link addresses: site paths (not protocol-relative), http(s), mailto: and tel:. No javascript:. */
export const FOOTER_LINK_URL = /^(?:\/(?!\/)|https?:\/\/[^\s/]|mailto:|tel:)\S*$/i;
