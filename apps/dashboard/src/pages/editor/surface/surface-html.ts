/**
 * The editing surface's page: the preview route's HTML (the site's theme, header, footer and the
 * owner's styles) made inert before the editor draws on it. The surface is a frame sandboxed
 * with `allow-same-origin` only, so the editor can reach into it and nothing in it can run:
 * no script, no event handler, no form, no navigation of the editor (issue 36's rule — the draft's
 * code runs only in the sandboxed preview). Scripts, frames, plug-ins, refreshes and handler
 * attributes are taken out besides (belt and braces), and code blocks become placeholders.
 */

/** What the surface frame may do: be read by the editor. Never run scripts or submit forms. */
export const SURFACE_SANDBOX = 'allow-same-origin';

const REMOVED = 'script, noscript, iframe, frame, frameset, object, embed, applet, base, template, portal, meta[http-equiv], link[rel~="preload"], link[rel~="modulepreload"], link[rel~="prefetch"], link[rel~="manifest"]';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'poster', 'background', 'ping']);

/** True for an attribute the surface drops: an event handler, or an address that would run script. */
export function isUnsafeAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'srcdoc' || lower === 'formaction') return true;
  if (!URL_ATTRIBUTES.has(lower)) return false;
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:').
  const scheme = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return scheme.startsWith('javascript:') || scheme.startsWith('vbscript:') || scheme.startsWith('data:text/html');
}

/** The text a code block shows on the surface. */
export const CODE_PLACEHOLDER = 'Code block: its HTML and scripts run in Preview and on the live site, never while editing.';

/** Makes a parsed preview page inert, in place. */
export function makeInert(doc: Document): void {
  for (const element of Array.from(doc.querySelectorAll(REMOVED))) element.remove();
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (isUnsafeAttribute(attribute.name, attribute.value)) element.removeAttribute(attribute.name);
    }
  }
  for (const code of Array.from(doc.querySelectorAll('.block--code'))) {
    const placeholder = doc.createElement('div');
    placeholder.id = code.id;
    placeholder.className = 'plinth-placeholder';
    placeholder.textContent = CODE_PLACEHOLDER;
    code.replaceWith(placeholder);
  }
}

/**
 * Where the document's blocks are drawn: the sections of a page with a document; before its first
 * save, where the theme puts the HTML body (a page's, a post's, a product's description), else the
 * page's main part.
 */
export function contentArea(doc: Document): Element | null {
  for (const selector of ['.page-sections', '.page__body', '.post__body', '.product__description', 'main']) {
    const found = doc.querySelector(selector);
    if (found) return found;
  }
  return null;
}

/** The server's HTML of each block of the page, by block id (what the surface shows for blocks it does not draw itself). */
export function blockFragments(doc: Document): Map<string, string> {
  const fragments = new Map<string, string>();
  const area = doc.querySelector('.page-sections');
  if (!area) return fragments;
  for (const element of Array.from(area.querySelectorAll('[id^="block-"]'))) {
    const id = element.id.slice('block-'.length);
    if (!fragments.has(id)) fragments.set(id, element.outerHTML);
  }
  return fragments;
}

/**
 * Leaves only the content area to the keyboard and the mouse: everything around it (the site's
 * header, navigation, footer, the page's title) is `inert` on the surface, so Tab goes from block
 * to block and a click on the header does nothing.
 */
export function isolate(area: Element): void {
  for (let node: Element | null = area; node && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && !['HEAD', 'SCRIPT', 'STYLE', 'LINK'].includes(sibling.tagName)) sibling.setAttribute('inert', '');
    }
  }
}
