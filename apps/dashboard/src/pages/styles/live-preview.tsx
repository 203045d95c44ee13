/**
 * The site beside the controls: the home page in a frame with the saved draft applied by the
 * server (`?plinth-styles-preview`, honoured for a signed-in owner only), and every unsaved change
 * laid on top at once — the same CSS the server would send (@plinth/api stylesMarkup), written
 * into the frame's document (same origin).
 */
import { STYLES_PREVIEW_PARAM, stylesMarkup, type SiteStyles } from '@plinth/api';
import { useEffect, useRef } from 'react';

const STYLE_ID = 'plinth-styles-live';
const KIT_ID = 'plinth-styles-live-kit';

/** Writes the styles into a document (the frame's). */
export function applyStyles(doc: Document, styles: SiteStyles): void {
  const { css } = stylesMarkup(styles);
  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = css;
  const kit = doc.getElementById(KIT_ID) as HTMLLinkElement | null;
  if (!styles.fontKitUrl) kit?.remove();
  else if (kit?.href !== styles.fontKitUrl) {
    const link = kit ?? doc.createElement('link');
    link.id = KIT_ID;
    link.rel = 'stylesheet';
    link.href = styles.fontKitUrl;
    if (!kit) doc.head.append(link);
  }
}

export function LivePreview({ styles }: { styles: SiteStyles }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(styles);
  latest.current = styles;
  const apply = () => {
    try {
      const doc = frame.current?.contentDocument;
      if (doc?.head) applyStyles(doc, latest.current);
    } catch {
      // A page of another origin (a link followed out of the site): nothing to style.
    }
  };
  useEffect(apply, [styles]);
  return <iframe ref={frame} className="styles-preview__frame" src={`/?${STYLES_PREVIEW_PARAM}=1`} title="Preview of the site with these styles" onLoad={apply} />;
}
