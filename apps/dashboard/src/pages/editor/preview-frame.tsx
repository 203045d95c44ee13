/**
 * The real page beside the controls: the preview route draws the whole page with the draft (same
 * origin, so the site's own scripts and islands run as for a visitor). After each save the frame
 * reloads where the owner was scrolled to, so it follows the typing.
 */
import { useEffect, useRef } from 'react';

export interface PreviewFrameProps {
  src: string;
  /** Changes after each save: the frame reloads. */
  revision: number;
  title: string;
}

export function PreviewFrame({ src, revision, title }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scroll = useRef(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const win = frame.current?.contentWindow;
    try {
      scroll.current = win?.scrollY ?? 0;
      win?.location.reload();
    } catch {
      // A page that navigated elsewhere inside the frame: start again at the preview.
      if (frame.current) frame.current.src = src;
    }
  }, [revision, src]);
  return (
    <iframe
      ref={frame}
      className="editor-preview__frame"
      src={src}
      title={title}
      onLoad={() => {
        try {
          frame.current?.contentWindow?.scrollTo(0, scroll.current);
        } catch {
          // Another origin (a link followed out of the site): nothing to restore.
        }
      }}
    />
  );
}
