/**
 * The settings panel's live preview: the unsaved gallery drawn by the server as a page would
 * (`POST /api/owner/galleries/preview`), shown in a sandboxed iframe (no scripts, its own styles),
 * redrawn a moment after each change; a stale answer never replaces a newer one.
 */
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../api/api-error.ts';
import { useSession } from '../../components/session.ts';
import { previewGallery, type GalleryBody } from './galleries-api.ts';

/** How long the preview waits for typing to pause. */
const PREVIEW_DELAY_MS = 350;

/** The iframe's document: the theme's CSS, then the gallery. */
export function previewDocument(html: string, css: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><base target="_blank"><style>${css}</style><style>body{margin:0;padding:16px;background:#fff}</style></head><body>${html}</body></html>`;
}

export function GalleryPreview({ body }: { body: GalleryBody }) {
  const { api } = useSession();
  const [doc, setDoc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(0);
  const key = JSON.stringify(body);
  useEffect(() => {
    const request = ++latest.current;
    const timer = setTimeout(() => {
      previewGallery(api, { ...body, title: body.title || 'Preview' }).then(
        ({ html, css }) => {
          if (request !== latest.current) return;
          setDoc(previewDocument(html, css));
          setProblem(null);
        },
        (failure: unknown) => request === latest.current && setProblem(failureMessage(failure, 'save')),
      );
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // The body's JSON names what is drawn; the object itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, api]);
  return (
    <section className="panel gallery-preview" aria-labelledby="gallery-preview-title">
      <h2 id="gallery-preview-title" className="panel__title">
        Preview
      </h2>
      {problem && (
        <p className="form__problem" role="status">
          {problem}
        </p>
      )}
      {doc === null ? (
        <p className="muted">Drawing the preview…</p>
      ) : (
        <iframe className="gallery-preview__frame" title="Preview of the gallery as a page shows it" sandbox="" srcDoc={doc} />
      )}
    </section>
  );
}
