/**
 * The site beside a design's settings: the home page drawn with the design and the saved draft of
 * its settings (`?design=<id>&design-draft`, honoured for a signed-in owner only), with every unsaved
 * choice laid on at once — the settings' stylesheet (`#plinth-design-tweaks`) rewritten in the
 * frame's document (same origin; the frame runs no scripts).
 */
import { useEffect, useRef } from 'react';

const STYLE_ID = 'plinth-design-tweaks';

/** Writes `css` as the settings' stylesheet of a document (the frame's). */
export function applyTweaks(doc: Document, css: string): void {
  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = css;
}

/** `src`: the owner-only preview of the design with its saved draft (the server's `previewUrl`). */
export function TweaksPreview({ src, name, css }: { src: string; name: string; css: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(css);
  latest.current = css;
  const apply = () => {
    try {
      const doc = frame.current?.contentDocument;
      if (doc?.head) applyTweaks(doc, latest.current);
    } catch {
      // A page of another origin (a link followed out of the site): nothing to restyle.
    }
  };
  useEffect(apply, [css]);
  return <iframe ref={frame} className="design-settings__frame" src={src} sandbox="allow-same-origin" title={`Preview of the site in ${name} with these settings`} onLoad={apply} />;
}
