/** One field of the form builder: type, title, required, and what its type needs (options, statements, maximum length, value). */
import { FORM_FIELD_TYPES, type FormField } from '@plinth/forms';
import { LENGTH_TYPES, NEVER_REQUIRED, OPTION_TYPES, linesToList } from './form-draft.ts';

export interface FieldEditorProps {
  field: FormField;
  index: number;
  count: number;
  onChange(changes: Partial<FormField>): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

export function FieldEditor({ field, index, count, onChange, onMove, onRemove }: FieldEditorProps) {
  const n = index + 1;
  const name = field.title || field.id;
  return (
    <li className="field-editor" aria-label={`Field ${n}: ${name}`}>
      <div className="field-editor__row">
        <label className="field field--compact">
          <span className="field__label">Type</span>
          <select value={field.type} onChange={(e) => onChange({ type: e.target.value as FormField['type'] })}>
            {FORM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--compact field-editor__title">
          <span className="field__label">Title</span>
          <input value={field.title} maxLength={200} onChange={(e) => onChange({ title: e.target.value })} />
        </label>
        <label className="field field--check">
          <input type="checkbox" checked={field.required} disabled={NEVER_REQUIRED.has(field.type)} onChange={(e) => onChange({ required: e.target.checked })} />
          <span>Required</span>
        </label>
      </div>
      {OPTION_TYPES.has(field.type) && (
        <label className="field">
          <span className="field__label">Options (one per line)</span>
          <textarea rows={3} value={(field.options ?? []).join('\n')} onChange={(e) => onChange({ options: linesToList(e.target.value) })} />
        </label>
      )}
      {field.type === 'likert' && (
        <label className="field">
          <span className="field__label">Statements (one per line)</span>
          <textarea rows={3} value={(field.statements ?? []).join('\n')} onChange={(e) => onChange({ statements: linesToList(e.target.value) })} />
        </label>
      )}
      {LENGTH_TYPES.has(field.type) && (
        <label className="field field--compact">
          <span className="field__label">Maximum length</span>
          <input
            type="number"
            min={1}
            step={1}
            value={field.maxLength ?? ''}
            onChange={(e) => onChange({ maxLength: e.target.value === '' ? undefined : Math.max(1, Math.trunc(Number(e.target.value))) })}
          />
          <span className="field__hint">Empty: no limit.</span>
        </label>
      )}
      {field.type === 'hidden' && (
        <label className="field field--compact">
          <span className="field__label">Value</span>
          <input value={field.value ?? ''} onChange={(e) => onChange({ value: e.target.value })} />
        </label>
      )}
      <div className="field-editor__actions">
        <button type="button" className="button button--small" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Move field ${n} up`}>
          Up
        </button>
        <button type="button" className="button button--small" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Move field ${n} down`}>
          Down
        </button>
        <button type="button" className="button button--quiet button--small" onClick={onRemove} aria-label={`Remove field ${n}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
