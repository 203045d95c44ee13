/**
 * The file manager as a modal picker (products, galleries): the whole library, uploads included,
 * in a native <dialog> (focus kept inside, Escape closes); picking a file closes it.
 */
import { useEffect, useId, useRef } from 'react';
import type { MediaFile } from './media-api.ts';
import { MediaLibrary } from './media-library.tsx';

/** Props of {@link MediaPickerDialog}. */
export interface MediaPickerDialogProps {
  title: string;
  /** What the pick button says, e.g. 'Add to product'. */
  pickLabel: string;
  imagesOnly?: boolean;
  onPick(file: MediaFile): void;
  onClose(): void;
}

/** Opens as soon as it is rendered; the caller unmounts it in `onClose` (and after a pick). */
export function MediaPickerDialog({ title, pickLabel, imagesOnly = true, onPick, onClose }: MediaPickerDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog media-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="media-picker__head">
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
      <MediaLibrary imagesOnly={imagesOnly} pick={{ label: pickLabel, onPick }} />
    </dialog>
  );
}
