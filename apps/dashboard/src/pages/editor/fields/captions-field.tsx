/**
 * The captions of an uploaded video (issue 17): a WebVTT file of the media library, the language
 * its words are in (a BCP 47 tag, the `<track srclang>`) and the name the player's captions menu
 * shows. A file of another type is refused here as the server would refuse it.
 */
import { isLanguageTag } from '@plinth/api';
import { useId, useState } from 'react';
import { MediaPickerDialog } from '../../../components/media-picker/media-picker-dialog.tsx';
import { LibraryFile } from './media-source-field.tsx';
import type { FormProps } from './form-props.ts';

/** The one type a captions file may have (the media library recognises it from the bytes). */
export const CAPTIONS_TYPE = 'text/vtt';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/**
 * The label after the language changes: a label that was only the old language's name (the
 * default 'English' for en) follows the language; one the owner wrote stays.
 * @example labelFor('pt-BR', 'en', 'English') // 'Brazilian Portuguese'
 */
export function labelFor(language: string, oldLanguage: string, label: string): string {
  const wasName = label.trim() === '' || label === languageNames.of(oldLanguage);
  return wasName ? (languageNames.of(language) ?? language) : label;
}

/** Why a picked file cannot be a video's captions, or null when it can. */
export function captionsRefusal(file: { fileName: string; contentType: string }): string | null {
  return file.contentType === CAPTIONS_TYPE ? null : `${file.fileName} is not a WebVTT file. Choose a .vtt captions file.`;
}

export function CaptionsField({ block, onChange }: FormProps<'video'>) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What is typed while it is not a language tag yet; the block keeps its last good one meanwhile.
  const [typed, setTyped] = useState<string | null>(null);
  // Drafts saved before captions existed have none of these fields.
  const language = typed ?? block.captionsLanguage ?? 'en';
  const languageOk = typed === null;
  const captionsId = block.captionsMediaId ?? null;
  return (
    <fieldset className="fieldset block-form__group" aria-describedby={`${id}-about`}>
      <legend>Captions (WebVTT)</legend>
      <p className="field__hint" id={`${id}-about`}>
        For an uploaded video file: a .vtt file from the media library. Videos on YouTube or Vimeo show their own captions.
      </p>
      {captionsId ? <LibraryFile id={captionsId} /> : <p className="muted">No captions file chosen.</p>}
      <div className="form__actions">
        <button type="button" className="button" onClick={() => setPicking(true)}>
          {captionsId ? 'Replace the captions file' : 'Choose a captions file'}
        </button>
        {captionsId && (
          <button type="button" className="button button--quiet" onClick={() => onChange({ ...block, captionsMediaId: null })}>
            Remove the captions
          </button>
        )}
      </div>
      {refusal && (
        <p className="form__problem" role="alert">
          {refusal}
        </p>
      )}
      <div className="block-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-lang`}>
            Captions language
          </label>
          <span className="field__hint" id={`${id}-lang-hint`}>
            A language tag such as en, fr or pt-BR.
          </span>
          <input
            id={`${id}-lang`}
            value={language}
            maxLength={35}
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={languageOk ? undefined : true}
            aria-describedby={`${id}-lang-hint${languageOk ? '' : ` ${id}-lang-problem`}`}
            onChange={(e) => {
              const tag = e.target.value.trim();
              setTyped(isLanguageTag(tag) ? null : e.target.value);
              if (isLanguageTag(tag)) onChange({ ...block, captionsLanguage: tag, captionsLabel: labelFor(tag, block.captionsLanguage ?? 'en', block.captionsLabel ?? 'English') });
            }}
          />
          {!languageOk && (
            <span className="form__problem" id={`${id}-lang-problem`}>
              Captions language must be a language tag such as en or pt-BR.
            </span>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-label`}>
            Captions label
          </label>
          <span className="field__hint" id={`${id}-label-hint`}>
            The name in the player&apos;s captions menu.
          </span>
          <input id={`${id}-label`} aria-describedby={`${id}-label-hint`} value={block.captionsLabel ?? 'English'} maxLength={80} onChange={(e) => onChange({ ...block, captionsLabel: e.target.value })} />
        </div>
      </div>
      {picking && (
        <MediaPickerDialog
          title="Choose the captions file"
          pickLabel="Use these captions"
          imagesOnly={false}
          onPick={(file) => {
            setPicking(false);
            const problem = captionsRefusal(file);
            setRefusal(problem);
            if (!problem) onChange({ ...block, captionsMediaId: file.id });
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  );
}
