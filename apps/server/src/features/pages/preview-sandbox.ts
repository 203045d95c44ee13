/*
 * The editor's preview of a draft runs sandboxed (issue 36; docs/owner-api.md "HTML and scripts"):
 * whatever the draft holds runs on an opaque origin, with no cookie, no crumb and `Origin: null`
 * on its calls, so it cannot act as the owner who looks at it. The header sandboxes the document
 * wherever it is opened (the editor's frame adds the same `sandbox` attribute); without
 * `allow-same-origin` the site's own islands still run, as for a visitor without a session.
 */

/** The preview's Content-Security-Policy: a sandbox, as the editor's frame has it. */
export const PREVIEW_SANDBOX_POLICY = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The message types the preview and the editor exchange (apps/dashboard's preview-frame.tsx). */
export const PREVIEW_MESSAGES = Object.freeze({ scrolled: 'plinth-preview:scrolled', scrollTo: 'plinth-preview:scroll-to' });

/**
 * A small script for the preview: it tells the editor (the parent window, on `editorOrigin`) where
 * the page is scrolled, and scrolls where the editor asks after a reload. A sandboxed frame cannot
 * be read by its parent, so the scroll position travels by postMessage; each side checks that the
 * message comes from the other's window, and a scroll position is all it carries.
 */
export function previewScrollScript(editorOrigin: string): string {
  const origin = JSON.stringify(editorOrigin).replace(/</g, '\\u003c');
  return `<script>(function(){var p=window.parent;if(p===window)return;var t=0;` +
    `addEventListener('message',function(e){var d=e.data;if(e.source!==p||!d||d.type!==${JSON.stringify(PREVIEW_MESSAGES.scrollTo)}||typeof d.y!=='number')return;scrollTo(0,d.y)});` +
    `addEventListener('scroll',function(){clearTimeout(t);t=setTimeout(function(){p.postMessage({type:${JSON.stringify(PREVIEW_MESSAGES.scrolled)},y:Math.round(scrollY)},${origin})},150)},{passive:true});` +
    `p.postMessage({type:${JSON.stringify(PREVIEW_MESSAGES.scrolled)},y:-1},${origin});})();</script>`;
}

/** The rendered page with the scroll script before its closing body tag (or at its end). */
export function withPreviewScript(html: string, editorOrigin: string): string {
  const script = previewScrollScript(editorOrigin);
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}
