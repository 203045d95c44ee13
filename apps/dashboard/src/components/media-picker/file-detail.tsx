/**
 * File Detail: the chosen file's picture (click it to set the focal point), its facts and where it
 * is used, and — for owners who may write — Rename, alt text (edited once, used everywhere),
 * replace in place (same URL) and Delete behind the spec's confirmation with the usage warning.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, failureMessage } from '../../api/api-error.ts';
import { formatDateTime } from '../../format.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useSession } from '../session.ts';
import { Failure } from '../status-views.tsx';
import { useAction } from '../use-action.ts';
import { formatFileSize } from './file-size.ts';
import { FocalPointPicker } from './focal-point-picker.tsx';
import { changeMedia, deleteMediaFile, thumbnailUrl, type MediaFile } from './media-api.ts';
import { MEDIA_WORDS, usageSummary } from './media-words.ts';
import { ReplaceFile } from './replace-file.tsx';

/** Props of {@link FileDetail}. */
export interface FileDetailProps {
  file: MediaFile;
  mayWrite: boolean;
  onChange(file: MediaFile): void;
  onDeleted(id: string): void;
  /** In a picker: the button that picks this file. */
  pick?: { label: string; onPick(file: MediaFile): void };
}

export function FileDetail({ file, mayWrite, onChange, onDeleted, pick }: FileDetailProps) {
  const { api } = useSession();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const focal = useAction((point: { x: number; y: number }) => changeMedia(api, file.id, { mediaFocalPoint: point }).then(onChange));
  const remove = useAction(() => deleteMediaFile(api, file.id));
  const [width, height] = (file.originalSize ?? '').split('x').map(Number);
  const preview = thumbnailUrl(file, 750);
  const used = usageSummary(file.usage);

  const closeDialog = async (confirmed: boolean) => {
    setConfirming(false);
    if (confirmed && (await remove.run())) onDeleted(file.id);
  };

  return (
    <section className="media-detail" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="media-section__title">
        File Detail
      </h2>
      {preview && file.status === 'ready' && width > 0 && height > 0 ? (
        <FocalPointPicker src={preview} alt={file.altText} width={width} height={height} value={file.mediaFocalPoint} disabled={!mayWrite} onChange={(p) => void focal.run(p)} />
      ) : (
        <p className="media-detail__placeholder">{file.status === 'processing' ? 'Processing…' : file.status === 'failed' ? (file.statusMessage ?? MEDIA_WORDS.processingFailed) : 'No preview for this file.'}</p>
      )}
      {focal.error && <Failure message={focal.error} onRetry={focal.retry} />}
      {pick && (
        <button type="button" className="button button--primary media-detail__pick" disabled={file.status !== 'ready'} onClick={() => pick.onPick(file)}>
          {pick.label}
        </button>
      )}
      <dl className="facts media-detail__facts">
        <dt>Name</dt>
        <dd>{file.fileName}</dd>
        <dt>Type</dt>
        <dd>{file.contentType}</dd>
        <dt>Size</dt>
        <dd>{formatFileSize(file.size)}</dd>
        {file.originalSize && (
          <>
            <dt>Dimensions</dt>
            <dd>{`${file.originalSize.replace('x', ' × ')} px`}</dd>
          </>
        )}
        <dt>Uploaded</dt>
        <dd>{formatDateTime(file.createdAt)}</dd>
        <dt>Address</dt>
        <dd>
          <a href={file.url} target="_blank" rel="noreferrer">
            {file.url}
          </a>
        </dd>
        <dt>Used</dt>
        <dd>
          {used ? (
            <>
              {capitalise(used)}:{' '}
              <span className="media-detail__usage">{file.usage.map((u) => `${u.title} (${u.kind})`).join(', ')}</span>
            </>
          ) : (
            'Not used yet'
          )}
        </dd>
      </dl>
      {mayWrite && (
        <>
          <RenameForm file={file} onChange={onChange} />
          <AltTextForm file={file} onChange={onChange} />
          <ReplaceFile file={file} onChange={onChange} />
          <div className="media-detail__delete">
            <button type="button" className="button button--danger" disabled={remove.busy} onClick={() => setConfirming(true)}>
              Delete<span className="visually-hidden"> {file.fileName}</span>
            </button>
            {remove.error && <Failure message={remove.error} onRetry={remove.retry} />}
          </div>
          {confirming && (
            <ConfirmDialog
              title={`Delete ${file.fileName}?`}
              message={used ? `This file is ${used}: ${file.usage.map((u) => u.title).join(', ')}. ${MEDIA_WORDS.deleteConfirm}` : MEDIA_WORDS.deleteConfirm}
              confirmLabel="Delete file"
              onClose={closeDialog}
            />
          )}
        </>
      )}
    </section>
  );
}

function RenameForm({ file, onChange }: { file: MediaFile; onChange(file: MediaFile): void }) {
  const { api } = useSession();
  const [name, setName] = useState(file.fileName);
  const [problem, setProblem] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = useId();
  useEffect(() => {
    setName(file.fileName);
    setProblem(null);
    setFailed(null);
  }, [file.id, file.fileName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(MEDIA_WORDS.fileNameRequired);
    setProblem(null);
    setFailed(null);
    setBusy(true);
    try {
      onChange(await changeMedia(api, file.id, { fileName: name.trim() }));
    } catch (error) {
      // The server's own reason for a 4xx (a name too long) helps; anything else is the §8 wording alone.
      setFailed(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage ? error.serverMessage : failureMessage(error, 'save'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="media-detail__form" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field__label">File name</span>
        <input value={name} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} onChange={(e) => setName(e.target.value)} />
      </label>
      {problem && (
        <p id={problemId} className="form__problem" role="alert">
          {problem}
        </p>
      )}
      {failed && (
        <div className="failure" role="alert">
          <p className="failure__message">{MEDIA_WORDS.renameTitle}</p>
          <p>
            {MEDIA_WORDS.renameBody}. {failed}
          </p>
        </div>
      )}
      <button type="submit" className="button" disabled={busy || name === file.fileName} aria-busy={busy}>
        Rename
      </button>
    </form>
  );
}

function AltTextForm({ file, onChange }: { file: MediaFile; onChange(file: MediaFile): void }) {
  const { api } = useSession();
  const [alt, setAlt] = useState(file.altText);
  const hintId = useId();
  const save = useAction((text: string) => changeMedia(api, file.id, { altText: text }).then(onChange));
  useEffect(() => setAlt(file.altText), [file.id, file.altText]);
  return (
    <form
      className="media-detail__form"
      onSubmit={(event) => {
        event.preventDefault();
        void save.run(alt.trim());
      }}
    >
      <label className="field">
        <span className="field__label">Alt text</span>
        <textarea rows={2} maxLength={250} value={alt} aria-describedby={hintId} onChange={(e) => setAlt(e.target.value)} />
        <span id={hintId} className="field__hint">
          Describes the picture for people who cannot see it; every page, product and gallery showing this file uses it. Leave empty for a decorative picture.
        </span>
      </label>
      {save.error && <Failure message={save.error} onRetry={save.retry} />}
      <button type="submit" className="button" disabled={save.busy || alt.trim() === file.altText}>
        Save alt text
      </button>
    </form>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
