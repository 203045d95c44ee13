/**
 * One component per control a block kind's form description names (@plinth/api's
 * form-description.ts): the plain inputs, and the named controls with behaviour of their own.
 */
import type { BlockFormControlName, BlockFormField, EditorBlock, EditorLink, RichTextNode, ChartDataset } from '@plinth/api';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { ScriptsRemovedNotice } from '../../../components/scripts-removed-notice.tsx';
import { ChartDataEditor, CodeEditor, RichTextEditor, type PageChoice } from '../controls/index.ts';
import { CaptionsField } from './captions-field.tsx';
import { ChoiceField, listCollections, listForms, listGalleries, listProducts, type Choice } from './choice-field.tsx';
import type { BlockOf } from './form-props.ts';
import { NumberInput, Select, TextArea, TextInput } from './inputs.tsx';
import { LinkField } from './link-field.tsx';
import { MediaSourceField } from './media-source-field.tsx';
import { PosterField } from './poster-field.tsx';

// A description is typed against its own kind's block (field names checked there); drawn, the
// block is any kind's, so its fields are read by name.
type AnyField = BlockFormField<any>;
type FieldOf<C extends BlockFormControlName> = Extract<AnyField, { control: C }>;

export interface ControlProps<F extends AnyField = AnyField> {
  field: F;
  block: EditorBlock;
  pages: PageChoice[];
  onChange(block: EditorBlock): void;
}

const valueOf = <T,>(block: EditorBlock, key: string) => (block as unknown as Record<string, T>)[key];
const withValue = (block: EditorBlock, key: string, value: unknown) => ({ ...block, [key]: value }) as EditorBlock;

/** What each choice list loads. */
const CHOICE_LISTS: Record<FieldOf<'choice'>['list'], (api: ApiClient) => Promise<Choice[]>> = {
  forms: listForms,
  products: listProducts,
  collections: listCollections,
  galleries: listGalleries,
};

const CONTROLS: { [C in BlockFormControlName]: (props: ControlProps<FieldOf<C>>) => ReactNode } = {
  text: ({ field, block, onChange }) => (
    <TextInput label={field.label} max={field.max} hint={field.hint} value={valueOf<string>(block, field.field)} onChange={(value) => onChange(withValue(block, field.field, value))} />
  ),
  textarea: ({ field, block, onChange }) => (
    <TextArea label={field.label} rows={field.rows} max={field.max} value={valueOf<string>(block, field.field)} onChange={(value) => onChange(withValue(block, field.field, value))} />
  ),
  number: ({ field, block, onChange }) => (
    <NumberInput
      label={field.label}
      hint={field.hint}
      value={valueOf<number | null>(block, field.field)}
      min={field.min}
      max={field.max}
      step={field.step}
      onChange={(value) => (value !== null || field.clearable) && onChange(withValue(block, field.field, value))}
    />
  ),
  select: ({ field, block, onChange }) => (
    <Select
      label={field.label}
      value={String(valueOf<string | number>(block, field.field))}
      options={field.options.map(([value, words]) => [String(value), words] as const)}
      // A number field gets its number back.
      onChange={(chosen) => onChange(withValue(block, field.field, field.options.find(([value]) => String(value) === chosen)?.[0]))}
    />
  ),
  row: ({ field, ...props }) => (
    <div className="block-form__row">
      <FormFields fields={field.fields} {...props} />
    </div>
  ),
  note: ({ field }) => <p className="muted">{field.text}</p>,
  warning: ({ field }) => (
    <p className="block-form__warning" role="note">
      <strong>{field.title}</strong>
      {` ${field.text}`}
    </p>
  ),
  choice: ({ field, block, onChange }) => (
    <ChoiceField
      label={field.label}
      value={valueOf<string>(block, field.field)}
      onChange={(id) => onChange(withValue(block, field.field, id))}
      list={CHOICE_LISTS[field.list]}
      listKey={field.list}
      failure={field.failure}
      none={field.none}
    />
  ),
  // A button's link cannot be removed, so a removal never reaches it.
  link: ({ field, block, pages, onChange }) => (
    <LinkField
      label={field.label}
      value={valueOf<EditorLink | null>(block, field.field)}
      pages={pages}
      optional={field.optional}
      onChange={(link) => (link || field.optional) && onChange(withValue(block, field.field, link))}
    />
  ),
  richText: ({ field, block, pages, onChange }) => (
    <RichTextEditor label={field.label} value={valueOf<RichTextNode>(block, field.field)} pages={pages} onChange={(doc) => onChange(withValue(block, field.field, doc))} />
  ),
  code: ({ field, block, onChange }) => {
    const language = valueOf<'html' | 'css' | 'javascript'>(block, field.languageField);
    return (
      <>
        {/* HTML and JavaScript run on the page; CSS and code shown to read are kept as written. */}
        {language !== 'css' && <ScriptsRemovedNotice />}
        <CodeEditor label={field.label} language={language} value={valueOf<string>(block, field.field)} onChange={(source) => onChange(withValue(block, field.field, source))} />
      </>
    );
  },
  chartData: ({ field, block, onChange }) => <ChartDataEditor value={valueOf<ChartDataset>(block, field.field)} onChange={(data) => onChange(withValue(block, field.field, data))} />,
  mediaSource: ({ field, block, onChange }) => (
    <MediaSourceField
      noun={field.noun}
      imagesOnly={field.imagesOnly}
      mediaId={valueOf<string | null>(block, 'mediaId')}
      url={valueOf<string | null>(block, 'url')}
      onChange={(source, file) => {
        const alt = field.altField;
        onChange(alt ? ({ ...block, ...source, [alt]: valueOf<string>(block, alt) || file?.altText || '' } as EditorBlock) : ({ ...block, ...source } as EditorBlock));
      }}
    />
  ),
  poster: ({ block, onChange }) => <PosterField block={block as BlockOf<'video'>} onChange={onChange} />,
  captions: ({ block, onChange }) => <CaptionsField block={block as BlockOf<'video'>} onChange={onChange} />,
};

/** The described fields, top to bottom. */
export function FormFields({ fields, ...props }: Omit<ControlProps, 'field'> & { fields: ReadonlyArray<AnyField> }) {
  return fields.map((field, index) => {
    const Control = CONTROLS[field.control] as (props: ControlProps) => ReactNode;
    return <Control key={index} field={field} {...props} />;
  });
}
