/**
 * The block picker of the page's insertion point (after the selected block): a search over the
 * block types, as the panel's add-block menu has it; Enter in the box adds the first match, a press
 * on a type adds that one. Modal on the native <dialog> (Escape closes, focus goes back).
 */
import type { EditorBlockType } from '@plinth/api';
import { useState } from 'react';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';
import { BLOCK_INFO, isAndroid, matchingTypes } from '../block-catalog.ts';

export interface BlockPickerDialogProps {
  /** Where the block goes, in words ('after Text block 1'). */
  place: string;
  onPick(type: EditorBlockType): void;
  onClose(): void;
}

export function BlockPickerDialog({ place, onPick, onClose }: BlockPickerDialogProps) {
  const { dialog, id } = useModalDialog();
  const [query, setQuery] = useState('');
  const types = matchingTypes(query, typeof navigator !== 'undefined' && isAndroid(navigator.userAgent));
  return (
    <dialog
      ref={dialog}
      className="dialog block-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        Add a block {place}
      </h2>
      <label className="field field--compact">
        <span className="field__label">Search blocks</span>
        <input
          type="search"
          autoFocus
          value={query}
          aria-describedby={`${id}-count`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && types[0]) {
              event.preventDefault();
              onPick(types[0]);
            }
          }}
        />
      </label>
      <p id={`${id}-count`} className="visually-hidden" aria-live="polite">
        {types.length === 0 ? 'No block matches.' : `${types.length} ${types.length === 1 ? 'block' : 'blocks'}; Enter adds ${BLOCK_INFO[types[0]].name}.`}
      </p>
      {types.length === 0 ? (
        <p className="muted">No block matches “{query}”.</p>
      ) : (
        <ul className="section-library__list">
          {types.map((type) => (
            <li key={type}>
              <button type="button" className="section-library__item" onClick={() => onPick(type)}>
                <span className="section-library__name">{BLOCK_INFO[type].name}</span>
                <span className="section-library__about">{BLOCK_INFO[type].about}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
