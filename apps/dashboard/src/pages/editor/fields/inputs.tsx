/** The settings of the plainer blocks: heading, quote, line, spacer, newsletter, map, button. */
import { EDITOR_LIMITS, type EditorBlock } from '@plinth/api';
import { useId, type ReactNode } from 'react';
import type { PageChoice } from '../controls/index.ts';
import { LinkField } from './link-field.tsx';

export type BlockOf<T extends EditorBlock['type']> = Extract<EditorBlock, { type: T }>;
export interface FormProps<T extends EditorBlock['type']> {
  block: BlockOf<T>;
  onChange(block: BlockOf<T>): void;
}

/**
 * A labelled field: the label names only the control (`htmlFor`, so a select's options or a hint
 * never join its name); the hint describes it.
 */
export function Field({ label, hint, children }: { label: string; hint?: ReactNode; children(props: { id: string; 'aria-describedby'?: string }): ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children({ id, 'aria-describedby': hint ? `${id}-hint` : undefined })}
    </div>
  );
}

export function TextInput({ label, value, onChange, max = EDITOR_LIMITS.maxShortText, hint }: { label: string; value: string; onChange(v: string): void; max?: number; hint?: ReactNode }) {
  return <Field label={label} hint={hint}>{(props) => <input {...props} value={value} maxLength={max} onChange={(e) => onChange(e.target.value)} />}</Field>;
}

export function TextArea({ label, value, onChange, max = EDITOR_LIMITS.maxLongText, rows = 3 }: { label: string; value: string; onChange(v: string): void; max?: number; rows?: number }) {
  return <Field label={label}>{(props) => <textarea {...props} rows={rows} value={value} maxLength={max} onChange={(e) => onChange(e.target.value)} />}</Field>;
}

/** A number input that leaves the block alone while the typed text is not a number yet. */
export function NumberInput({ label, value, min, max, step = 1, onChange, hint }: { label: string; value: number | null; min: number; max: number; step?: number; onChange(v: number | null): void; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="number"
          className="input--step"
          value={value ?? ''}
          min={min}
          max={max}
          step={step}
          onChange={(e) => {
            if (e.target.value === '') return onChange(null);
            const n = Number(e.target.value);
            if (Number.isFinite(n)) onChange(Math.min(max, Math.max(min, n)));
          }}
        />
      )}
    </Field>
  );
}

export function Select<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: ReadonlyArray<readonly [V, string]>; onChange(v: V): void }) {
  return (
    <Field label={label}>
      {(props) => (
        <select {...props} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map(([v, words]) => (
            <option key={v} value={v}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const ALIGN = [['left', 'Left'], ['center', 'Center'], ['right', 'Right']] as const;

export function HeadingForm({ block, onChange }: FormProps<'heading'>) {
  return (
    <>
      <TextInput label="Heading text" value={block.text} onChange={(text) => onChange({ ...block, text })} />
      <div className="block-form__row">
        <Select label="Level" value={String(block.level) as '1' | '2' | '3' | '4'} options={[['1', 'Heading 1'], ['2', 'Heading 2'], ['3', 'Heading 3'], ['4', 'Heading 4']]} onChange={(v) => onChange({ ...block, level: Number(v) })} />
        <Select label="Alignment" value={block.align} options={ALIGN} onChange={(align) => onChange({ ...block, align })} />
      </div>
    </>
  );
}

export function QuoteForm({ block, onChange }: FormProps<'quote'>) {
  return (
    <>
      <TextArea label="Quote" value={block.text} onChange={(text) => onChange({ ...block, text })} />
      <TextInput label="Source" value={block.source} onChange={(source) => onChange({ ...block, source })} />
    </>
  );
}

export function SpacerForm({ block, onChange }: FormProps<'spacer'>) {
  return <NumberInput label="Height in pixels" hint={`${EDITOR_LIMITS.minSpacer} to ${EDITOR_LIMITS.maxSpacer}`} value={block.height} min={EDITOR_LIMITS.minSpacer} max={EDITOR_LIMITS.maxSpacer} step={8} onChange={(height) => height !== null && onChange({ ...block, height })} />;
}

export function NewsletterForm({ block, onChange }: FormProps<'newsletter'>) {
  return (
    <>
      <TextInput label="Title" value={block.title} onChange={(title) => onChange({ ...block, title })} />
      <TextArea label="Description" rows={2} value={block.description} onChange={(description) => onChange({ ...block, description })} />
      <TextInput label="Button label" max={80} value={block.buttonLabel} onChange={(buttonLabel) => onChange({ ...block, buttonLabel })} />
    </>
  );
}

export function MapForm({ block, onChange }: FormProps<'map'>) {
  return (
    <>
      <TextInput label="Address" value={block.addressLine1} onChange={(addressLine1) => onChange({ ...block, addressLine1 })} />
      <TextInput label="City, state, zip" value={block.addressLine2} onChange={(addressLine2) => onChange({ ...block, addressLine2 })} />
      <TextInput label="Country" max={100} value={block.addressCountry} onChange={(addressCountry) => onChange({ ...block, addressCountry })} />
      <div className="block-form__row">
        <NumberInput label="Latitude" value={block.mapLat} min={-90} max={90} step={0.000001} onChange={(mapLat) => onChange({ ...block, mapLat })} />
        <NumberInput label="Longitude" value={block.mapLng} min={-180} max={180} step={0.000001} onChange={(mapLng) => onChange({ ...block, mapLng })} />
        <NumberInput label="Zoom" value={block.zoom} min={1} max={20} onChange={(zoom) => zoom !== null && onChange({ ...block, zoom })} />
      </div>
    </>
  );
}

export function ButtonForm({ block, onChange, pages }: FormProps<'button'> & { pages: PageChoice[] }) {
  return (
    <>
      <TextInput label="Button label" max={80} value={block.label} onChange={(label) => onChange({ ...block, label })} />
      <LinkField label="Button link" value={block.link} pages={pages} optional={false} onChange={(link) => link && onChange({ ...block, link })} />
      <div className="block-form__row">
        <Select label="Style" value={block.style} options={[['primary', 'Primary'], ['secondary', 'Secondary']]} onChange={(style) => onChange({ ...block, style })} />
        <Select label="Alignment" value={block.align} options={ALIGN} onChange={(align) => onChange({ ...block, align })} />
      </div>
    </>
  );
}
