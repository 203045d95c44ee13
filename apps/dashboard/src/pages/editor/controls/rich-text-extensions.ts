/**
 * The rich-text editor's schema: Tiptap's starter kit cut down to the whitelist of
 * editor-document.ts (no code blocks, headings 1 to 4), a link that keeps only its address and a new
 * window, and alignment on paragraphs and headings. Pasted HTML goes through the same schema, so a
 * word processor's styles, classes, spans, images and scripts have nowhere to go.
 */
import { SAFE_HREF, TEXT_ALIGNS } from '@plinth/api';
import type { Extensions } from '@tiptap/core';
import { TextAlign } from '@tiptap/extension-text-align';
import { StarterKit } from '@tiptap/starter-kit';
import { Link } from '@tiptap/extension-link';

/** A link mark with only the attributes the server keeps. */
const SafeLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') },
      target: { default: null, parseHTML: (element: HTMLElement) => (element.getAttribute('target') === '_blank' ? '_blank' : null) },
    };
  },
});

/** Addresses the link mark accepts, pasted or typed: those the server takes. */
const allowed = (url: string) => SAFE_HREF.test(url.trim());

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      codeBlock: false,
      heading: { levels: [1, 2, 3, 4] },
      link: false,
      // The trailing paragraph would make every saved text end in an empty line.
      trailingNode: false,
    }),
    SafeLink.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => allowed(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNS] }),
  ];
}
