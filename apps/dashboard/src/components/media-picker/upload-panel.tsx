/**
 * Upload File: a 'Choose File' button (several files at once) and a drop zone, then one row per
 * file with its progress bar and a cancel button, and the spec's 'Unable to Upload File' notice
 * when one did not make it.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { formatFileSize } from './file-size.ts';
import { MEDIA_WORDS } from './media-words.ts';
import { isFinished, percentSent, type UploadItem } from './upload-queue.ts';
import type { Uploads } from './use-uploads.ts';

const PHASE_LABEL: Record<UploadItem['phase'], string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Props of {@link UploadPanel}. */
export interface UploadPanelProps {
  uploads: Uploads;
  /** Limits the file chooser to images (the image pickers). */
  imagesOnly?: boolean;
}

export function UploadPanel({ uploads, imagesOnly = false }: UploadPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const failed = uploads.items.filter((item) => item.phase === 'failed');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) uploads.add(files);
  };

  return (
    <section className="media-upload" aria-labelledby={headingId}>
      <h2 id={headingId} className="media-section__title">
        Upload File
      </h2>
      <div
        className={dragging ? 'media-drop media-drop--over' : 'media-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <button type="button" className="button button--primary" aria-describedby={hintId} onClick={() => input.current?.click()}>
          Choose File
        </button>
        <span id={hintId} className="muted">
          or drop files here — several at once
        </span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={imagesOnly ? 'image/*' : undefined}
          aria-label="Files to upload"
          data-testid="media-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) uploads.add(files);
          }}
        />
      </div>
      {failed.length > 0 && (
        <div className="failure media-upload__failure" role="alert">
          <p className="failure__message">{MEDIA_WORDS.uploadTitle}</p>
          <p>{MEDIA_WORDS.uploadBody}</p>
        </div>
      )}
      {uploads.items.length > 0 && (
        <>
          <ul className="media-uploads" aria-label="Uploads">
            {uploads.items.map((item) => (
              <UploadRow key={item.key} item={item} onCancel={() => uploads.cancel(item.key)} onDismiss={() => uploads.dismiss(item.key)} />
            ))}
          </ul>
          {uploads.items.some(isFinished) && (
            <button type="button" className="button button--small button--quiet" onClick={uploads.clearFinished}>
              Clear finished uploads
            </button>
          )}
        </>
      )}
    </section>
  );
}

function UploadRow({ item, onCancel, onDismiss }: { item: UploadItem; onCancel(): void; onDismiss(): void }) {
  const percent = percentSent(item);
  const running = !isFinished(item);
  return (
    <li className={`media-uploads__row media-uploads__row--${item.phase}`}>
      <span className="media-uploads__name">{item.fileName}</span>
      <progress
        className="media-uploads__bar"
        max={100}
        value={item.phase === 'processing' ? undefined : percent}
        aria-label={`${item.fileName}: ${PHASE_LABEL[item.phase].toLowerCase()}`}
        aria-valuetext={item.phase === 'uploading' ? `${percent}% of ${formatFileSize(item.total)}` : PHASE_LABEL[item.phase]}
      />
      <span className="media-uploads__status" aria-live="polite">
        {item.phase === 'uploading' ? `${percent}% of ${formatFileSize(item.total)}` : PHASE_LABEL[item.phase]}
        {item.message && <span className="media-uploads__message"> — {item.message}</span>}
      </span>
      {running ? (
        <button type="button" className="button button--small" onClick={onCancel}>
          Cancel<span className="visually-hidden"> upload of {item.fileName}</span>
        </button>
      ) : (
        <button type="button" className="button button--small button--quiet" onClick={onDismiss}>
          Dismiss<span className="visually-hidden"> {item.fileName}</span>
        </button>
      )}
    </li>
  );
}
