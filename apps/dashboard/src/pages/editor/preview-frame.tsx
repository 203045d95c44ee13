/**
 * The real page beside the controls: the preview route draws the whole page with the draft. The
 * frame is sandboxed without `allow-same-origin` (and the route sends the same sandbox as its
 * policy), so a script in the draft runs on an opaque origin: the site's islands still run, but
 * nothing in the draft can call the owner API with the owner's session (issue 36). After each save
 * the frame reloads where the owner was scrolled to: the preview tells its scroll position by
 * postMessage (the editor cannot read a sandboxed frame), and asks for it back when it loads.
 */
import { useEffect, useRef, type CSSProperties } from 'react';

export interface PreviewFrameProps {
  src: string;
  /** Changes after each save: the frame reloads. */
  revision: number;
  title: string;
  /** The frame's size at the chosen device width (surface/device-view.tsx). */
  style?: CSSProperties;
}

/** What the frame may do: run scripts and forms, open links in a new tab; never be this origin. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The preview's messages (apps/server features/pages/preview-sandbox.ts). */
const SCROLLED = 'plinth-preview:scrolled';
const SCROLL_TO = 'plinth-preview:scroll-to';

export function PreviewFrame({ src, revision, title, style }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scroll = useRef(0);
  const first = useRef(true);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const win = frame.current?.contentWindow;
      // Only the frame's own window, and only a number: the draft runs there and is not trusted.
      if (!win || event.source !== win) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== SCROLLED) return;
      const y = (data as { y?: unknown }).y;
      if (typeof y !== 'number' || !Number.isFinite(y)) return;
      // -1: the preview has loaded and asks where to scroll. An opaque origin is reached only with '*'.
      if (y < 0) win.postMessage({ type: SCROLL_TO, y: scroll.current }, '*');
      else scroll.current = y;
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A sandboxed frame cannot be told to reload; loading its address again in place does the same
    // (replace: no entry in the joint history, so the browser's Back still leaves the editor).
    const win = frame.current?.contentWindow;
    try {
      win?.location.replace(src);
    } catch {
      if (frame.current) frame.current.src = src;
    }
  }, [revision, src]);

  return <iframe ref={frame} className="editor-preview__frame" style={style} src={src} title={title} sandbox={PREVIEW_SANDBOX} />;
}
