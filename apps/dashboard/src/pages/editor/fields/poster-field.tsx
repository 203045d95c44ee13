/**
 * The poster of an uploaded video: an image of the media library shown before the video plays
 * (and as its size while it loads). Embeds show their service's own picture.
 */
import { useState } from 'react';
import { MediaPickerDialog } from '../../../components/media-picker/media-picker-dialog.tsx';
import { LibraryFile } from './media-source-field.tsx';
import type { FormProps } from './form-props.ts';

export function PosterField({ block, onChange }: FormProps<'video'>) {
  const [picking, setPicking] = useState(false);
  const posterId = block.posterMediaId ?? null;
  return (
    <fieldset className="fieldset block-form__group">
      <legend>Poster image</legend>
      <p className="field__hint">For an uploaded video file: the picture shown before it plays.</p>
      {posterId ? <LibraryFile id={posterId} /> : <p className="muted">No poster chosen.</p>}
      <div className="form__actions">
        <button type="button" className="button" onClick={() => setPicking(true)}>
          {posterId ? 'Replace the poster' : 'Choose a poster'}
        </button>
        {posterId && (
          <button type="button" className="button button--quiet" onClick={() => onChange({ ...block, posterMediaId: null })}>
            Remove the poster
          </button>
        )}
      </div>
      {picking && (
        <MediaPickerDialog
          title="Choose the poster image"
          pickLabel="Use this poster"
          imagesOnly
          onPick={(file) => {
            setPicking(false);
            onChange({ ...block, posterMediaId: file.id });
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  );
}
