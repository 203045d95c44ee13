import sanitizeHtml from 'sanitize-html';

/*
 * Rich text from another platform (a WordPress post, a product description) kept as the editor's
 * blocks are made: headings, paragraphs, lists, quotes, code, images (with captions), links,
 * tables and the inline marks inside them. Everything else goes: scripts, styles, classes and
 * ids, event handlers, frames, forms, shortcodes' markup, WordPress's block comments. Links and
 * pictures can be rewritten on the way (an old address of the site to its new one, a picture to
 * the copy brought home).
 */

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const INLINE_TAGS = ['a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'code', 'br', 'sub', 'sup', 'mark'];

/** How links and pictures are rewritten. */
export interface HtmlRewrites {
  /** A link's new address (an old address of the site → its new one), or the same. */
  link?(href: string): string;
  /** A picture's new address (its copy in the library), or the same. */
  picture?(src: string): string;
}

/** WordPress writes paragraphs as blank lines (wpautop): text without block markup becomes paragraphs. */
function autoParagraphs(html: string): string {
  if (/<(p|h[1-6]|ul|ol|blockquote|pre|figure|table|div)\b/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * The imported HTML, cleaned to the editor's blocks.
 * @example sanitizeImportedHtml('<h2 class="x">Hi</h2><script>x()</script>') // '<h2>Hi</h2>'
 */
export function sanitizeImportedHtml(html: string, rewrites: HtmlRewrites = {}): string {
  return sanitizeHtml(autoParagraphs(html.replace(/<!--[\s\S]*?-->/g, '')), {
    allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS],
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'svg', 'math', 'select', 'form'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'], ol: ['start'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: rewrites.link ? rewrites.link(attribs.href) : attribs.href } : attribs }),
      img: (tagName, attribs) => ({ tagName, attribs: attribs.src ? { ...attribs, src: rewrites.picture ? rewrites.picture(attribs.src) : attribs.src } : attribs }),
      // Layout wrappers keep their text as paragraphs.
      div: 'p',
      h1: 'h2',
    },
    exclusiveFilter: (frame) => frame.tag === 'p' && frame.text.trim() === '' && !frame.mediaChildren.length,
  }).trim();
}
