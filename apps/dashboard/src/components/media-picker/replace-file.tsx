/**
 * Replace in place: new bytes for the same file, so every page linking its URL shows the new
 * picture. Sent with a progress bar and a cancel button, then processed like an upload.
 */
import { useRef, useState } from 'react';
import { useSession } from '../session.ts';
import { uploadReplacement, type MediaFile } from './media-api.ts';
import { MEDIA_WORDS } from './media-words.ts';
import { UploadFailure } from './upload-request.ts';
import { waitForProcessing } from './wait-for-processing.ts';

export function ReplaceFile({ file, onChange }: { file: MediaFile; onChange(file: MediaFile): void }) {
  const { api } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef<(() => void) | null>(null);

  const replace = async (next: File) => {
    setProblem(null);
    setProgress(0);
    const request = uploadReplacement(file.id, next, (loaded, total) => setProgress(Math.round((loaded / total) * 100)));
    cancel.current = request.cancel;
    try {
      const { file: sent } = await request.answer;
      cancel.current = null;
      onChange(sent.status === 'processing' ? await waitForProcessing(api, sent.id) : sent);
    } catch (error) {
      setProblem(error instanceof UploadFailure ? error.message : MEDIA_WORDS.errorUploading);
    } finally {
      cancel.current = null;
      setProgress(null);
    }
  };

  return (
    <div className="media-detail__replace">
      <button type="button" className="button" disabled={progress !== null} onClick={() => input.current?.click()}>
        Replace file…
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={`New content for ${file.fileName}`}
        data-testid="media-replace-input"
        onChange={(event) => {
          const next = event.target.files?.[0];
          event.target.value = '';
          if (next) void replace(next);
        }}
      />
      {progress !== null && (
        <>
          <progress max={100} value={progress} aria-label={`Replacing ${file.fileName}`} />
          <button type="button" className="button button--small" onClick={() => cancel.current?.()}>
            Cancel<span className="visually-hidden"> replacing {file.fileName}</span>
          </button>
        </>
      )}
      <span className="field__hint">Keeps the address: pages linking this file show the new one.</span>
      {problem && (
        <div className="failure" role="alert">
          <p className="failure__message">{MEDIA_WORDS.uploadTitle}</p>
          <p>
            {MEDIA_WORDS.uploadBody}. {problem}
          </p>
        </div>
      )}
    </div>
  );
}
