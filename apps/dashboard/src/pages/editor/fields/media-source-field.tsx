/**
 * Where an image, video or audio block takes its file: a file of the media library (the picker) or
 * an address elsewhere. Choosing one clears the other.
 */
import { useId, useState } from 'react';
import { getMediaFile, type MediaFile } from '../../../components/media-picker/media-api.ts';
import { MediaPickerDialog } from '../../../components/media-picker/media-picker-dialog.tsx';
import { useSession } from '../../../components/session.ts';
import { useLoad } from '../../../components/use-load.ts';

export interface MediaSourceFieldProps {
  /** 'image', 'video' or 'audio': says what is picked. */
  noun: string;
  mediaId: string | null;
  url: string | null;
  imagesOnly: boolean;
  onChange(source: { mediaId: string | null; url: string | null }, file?: MediaFile): void;
}

export function MediaSourceField({ noun, mediaId, url, imagesOnly, onChange }: MediaSourceFieldProps) {
  const [picking, setPicking] = useState(false);
  const id = useId();
  return (
    <fieldset className="fieldset block-form__group">
      <legend>{noun[0].toUpperCase() + noun.slice(1)} file</legend>
      {mediaId ? <LibraryFile id={mediaId} /> : <p className="muted">No library file chosen.</p>}
      <div className="form__actions">
        <button type="button" className="button" onClick={() => setPicking(true)}>
          {mediaId ? `Replace the ${noun}` : `Choose from the library`}
        </button>
        {mediaId && (
          <button type="button" className="button button--quiet" onClick={() => onChange({ mediaId: null, url })}>
            Remove the library file
          </button>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-url`}>
          Or its address
        </label>
        <span className="field__hint" id={`${id}-hint`}>
          https://… or a path on this site. Used when no library file is chosen.
        </span>
        <input id={`${id}-url`} aria-describedby={`${id}-hint`} type="text" inputMode="url" value={url ?? ''} maxLength={2083} onChange={(e) => onChange({ mediaId, url: e.target.value.trim() ? e.target.value : null })} />
      </div>
      {picking && (
        <MediaPickerDialog
          title={`Choose the ${noun}`}
          pickLabel={`Use this ${noun}`}
          imagesOnly={imagesOnly}
          onPick={(file) => {
            setPicking(false);
            onChange({ mediaId: file.id, url: null }, file);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  );
}

/** The chosen library file: its name (and a thumbnail for a picture). */
export function LibraryFile({ id }: { id: string }) {
  const { api } = useSession();
  const file = useLoad(() => getMediaFile(api, id), id);
  if (file.status !== 'success') return <p className="muted">{file.status === 'pending' ? 'Library file…' : 'A library file (it may have been deleted).'}</p>;
  return (
    <p className="block-form__file">
      {file.data.isImage && <img src={`${file.data.assetUrl}?format=100w`} alt="" width={48} height={48} />}
      <span>
        Library file: <strong>{file.data.fileName}</strong>
      </span>
    </p>
  );
}
