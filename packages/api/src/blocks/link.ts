import { z } from 'zod';
import { EDITOR_LIMITS, href, shortText } from './schema-pieces.ts';

/* Links (platform.md §2 "Link editor", §3 "Link"): what a button, an image or rich text points at. */

/** The link editor's target types: Page, Web Address, Email, Phone and File. */
export const LINK_KINDS = ['page', 'web', 'email', 'phone', 'file'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * A link as the link editor makes it. `href` is what the browser follows (built from the other
 * fields by the link editor: `mailto:to?subject=…&cc=…&bcc=…&body=…` for e-mail, `tel:` for a
 * phone); the rest lets the editor open it again as it was made.
 */
export const editorLink = z.strictObject({
  kind: z.enum(LINK_KINDS, { error: `Link kind must be one of ${LINK_KINDS.join(', ')}.` }),
  href: href('Link'),
  name: shortText('Link Name').default(''),
  newWindow: z.boolean({ error: 'Open in New Window must be true or false.' }).default(false),
  email: z.strictObject({
    to: shortText('To', 320),
    subject: shortText('Subject').default(''),
    cc: shortText('CC', 1000).default(''),
    bcc: shortText('BCC', 1000).default(''),
    body: shortText('Body', EDITOR_LIMITS.maxLongText).default(''),
  }).optional(),
});
export type EditorLink = z.output<typeof editorLink>;
