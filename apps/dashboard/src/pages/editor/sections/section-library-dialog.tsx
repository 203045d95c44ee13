/**
 * The section library's dialog, opened from an insertion point: the ready-made sections as a list
 * of buttons (name and what it holds); one press inserts the section there. Modal on the native
 * <dialog> (focus stays inside, Escape closes, focus goes back to the insertion point). The site's
 * first gallery, store and form are read when it opens, for the sections that show one.
 */
import { useEffect, useState } from 'react';
import { useSession } from '../../../components/session.ts';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';
import { listCollections, listForms, listGalleries } from '../fields/choice-field.tsx';
import { SECTION_TEMPLATES, type LibraryChoices, type SectionTemplate } from './section-library.ts';

export interface SectionLibraryDialogProps {
  /** Where it goes, in words ('after section 2'). */
  place: string;
  /** Why nothing may be inserted (the page is full), or null. */
  full: string | null;
  onInsert(template: SectionTemplate, choices: LibraryChoices): void;
  onClose(): void;
}

export function SectionLibraryDialog({ place, full, onInsert, onClose }: SectionLibraryDialogProps) {
  const { api } = useSession();
  const { dialog, safeButton, id } = useModalDialog();
  const [choices, setChoices] = useState<LibraryChoices>({});
  useEffect(() => {
    let cancelled = false;
    // A list that cannot be read leaves its block waiting for the owner's choice.
    const first = <T,>(promise: Promise<T[]>, pick: (items: T[]) => string | undefined) => promise.then(pick, () => undefined);
    void Promise.all([
      first(listGalleries(api), (g) => g[0]?.id),
      first(listCollections(api), (c) => c.find((x) => x.title.endsWith('(store)'))?.id),
      first(listForms(api), (f) => f[0]?.id),
    ]).then(([galleryId, storeId, formId]) => !cancelled && setChoices({ galleryId, storeId, formId }));
    return () => {
      cancelled = true;
    };
  }, [api]);
  return (
    <dialog
      ref={dialog}
      className="dialog section-library"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-where`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        Add a section
      </h2>
      <p id={`${id}-where`} className="muted">
        Ready-made sections, in your site’s design, {place}. Everything in them can be changed afterwards.
      </p>
      {full ? (
        <p className="form__problem" role="alert">
          {full}
        </p>
      ) : (
        <ul className="section-library__list">
          {SECTION_TEMPLATES.map((template, index) => (
            <li key={template.id}>
              <button type="button" className="section-library__item" ref={index === 0 ? safeButton : undefined} onClick={() => onInsert(template, choices)}>
                <span className="section-library__name">{template.name}</span>
                <span className="section-library__about">{template.about}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" ref={full ? safeButton : undefined} onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
