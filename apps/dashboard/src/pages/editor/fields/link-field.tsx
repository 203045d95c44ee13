/** A block's link (a button, an image), made in the link editor dialog. */
import type { EditorLink } from '@plinth/api';
import { useState } from 'react';
import { LinkEditor, type PageChoice } from '../controls/index.ts';

export interface LinkFieldProps {
  label: string;
  value: EditorLink | null;
  pages: PageChoice[];
  onChange(link: EditorLink | null): void;
  /** A button always has a link; an image may have none. */
  optional: boolean;
}

const KIND_WORDS: Record<EditorLink['kind'], string> = { page: 'Page', web: 'Web Address', email: 'Email', phone: 'Phone', file: 'File' };

export function LinkField({ label, value, pages, onChange, optional }: LinkFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="field">
      <span className="field__label">{label}</span>
      <p className="block-form__link">
        {value ? (
          <>
            {KIND_WORDS[value.kind]}: <code>{value.href}</code>
            {value.newWindow && <span className="muted"> (opens in a new window)</span>}
          </>
        ) : (
          <span className="muted">No link.</span>
        )}
      </p>
      <div className="form__actions">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {value ? 'Edit link' : 'Add link'}
          <span className="visually-hidden"> ({label})</span>
        </button>
      </div>
      <LinkEditor
        open={open}
        value={value}
        pages={pages}
        onSave={(link) => {
          setOpen(false);
          onChange(link);
        }}
        onRemove={value && optional ? () => (setOpen(false), onChange(null)) : undefined}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
