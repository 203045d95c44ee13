import sanitizeHtml from 'sanitize-html';

/*
 * HTML a contributor without `content:unfiltered-html` saves (a code block in HTML, a form's
 * messages and disclaimer) is cleaned with sanitize-html before it is stored (issue 36;
 * docs/owner-api.md "HTML and scripts"): whatever an ADMIN later opens must not run as the ADMIN.
 * Kept: text and its markup, links, images, tables, media, class, id and style. Removed: scripts,
 * event handlers, `javascript:`/`data:` addresses (data: images stay), frames, objects, embeds,
 * forms and their controls, `<style>`, `<base>`, `<meta>`, `<link>`, SVG and MathML, and `data-*`
 * attributes (the storefront mounts its islands from `data-island`, whose props could carry HTML).
 */

const TEXT_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'main', 'address',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'var',
  'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'dfn', 'time', 'bdi', 'bdo', 'wbr',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'details', 'summary',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img', 'picture', 'source', 'video', 'audio', 'track',
];

/** Elements whose content goes with them (not left behind as text). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'noembed', 'noframes', 'template', 'xmp', 'title', 'svg', 'math', 'select'];

const GLOBAL_ATTRIBUTES = ['class', 'id', 'style', 'title', 'lang', 'dir', 'role', 'aria-*', 'tabindex', 'hidden'];

/** Ids the storefront's own scripts look up (`plinth-page`, …) cannot be taken by stored markup. */
const RESERVED_ID = /^\s*plinth/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TEXT_TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': GLOBAL_ATTRIBUTES,
    a: ['href', 'target', 'rel', 'hreflang', 'download'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'srcset', 'sizes', 'type', 'media'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'autoplay', 'loop', 'muted', 'playsinline', 'preload'],
    audio: ['src', 'controls', 'autoplay', 'loop', 'muted', 'preload'],
    track: ['src', 'kind', 'srclang', 'label', 'default'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    time: ['datetime'],
    abbr: ['title'],
    details: ['open'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: true,
  transformTags: {
    '*': (tagName, attribs) => {
      const { id, ...rest } = attribs;
      return { tagName, attribs: id === undefined || RESERVED_ID.test(id) ? rest : attribs };
    },
    // A new tab opened from stored markup cannot reach back to the page (window.opener).
    a: (tagName, attribs) => {
      const { id, ...rest } = attribs;
      const kept = id === undefined || RESERVED_ID.test(id) ? rest : attribs;
      return { tagName, attribs: kept.target ? { ...kept, rel: 'noopener noreferrer' } : kept };
    },
  },
};

/**
 * The contributor's HTML with everything that could run removed.
 * @example sanitiseContributorHtml('<p onclick="x()">Hi<script>steal()</script></p>') // '<p>Hi</p>'
 */
export function sanitiseContributorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
