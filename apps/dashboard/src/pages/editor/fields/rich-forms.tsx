/**
 * The settings of the blocks with rich controls (text, code, chart) and of the media blocks
 * (image, video, audio). The rich controls are the contract of ../controls/index.ts.
 */
import { ChartDataEditor, CodeEditor, RichTextEditor, type PageChoice } from '../controls/index.ts';
import { CaptionsField } from './captions-field.tsx';
import { LinkField } from './link-field.tsx';
import { MediaSourceField } from './media-source-field.tsx';
import { PosterField } from './poster-field.tsx';
import { Select, TextArea, TextInput, type FormProps } from './simple-forms.tsx';

export function TextForm({ block, onChange, pages }: FormProps<'text'> & { pages: PageChoice[] }) {
  return <RichTextEditor label="Text" value={block.content} pages={pages} onChange={(content) => onChange({ ...block, content })} />;
}

export function CodeForm({ block, onChange }: FormProps<'code'>) {
  return (
    <>
      <p className="block-form__warning" role="note">
        <strong>Custom scripts run on the live site.</strong> Code shown as a page part runs for every visitor: add only code you trust.
      </p>
      <div className="block-form__row">
        <Select label="Language" value={block.language} options={[['html', 'HTML'], ['css', 'CSS'], ['javascript', 'JavaScript']]} onChange={(language) => onChange({ ...block, language })} />
        <Select label="Show it as" value={block.display} options={[['render', 'Part of the page (it runs)'], ['source', 'Code for visitors to read']]} onChange={(display) => onChange({ ...block, display })} />
      </div>
      <CodeEditor label="Code" language={block.language} value={block.source} onChange={(source) => onChange({ ...block, source })} />
    </>
  );
}

export function ChartForm({ block, onChange }: FormProps<'chart'>) {
  return (
    <>
      <div className="block-form__row">
        <Select label="Chart type" value={block.kind} options={[['line', 'Line'], ['bar', 'Bar'], ['pie', 'Pie']]} onChange={(kind) => onChange({ ...block, kind })} />
        <TextInput label="Chart title" value={block.title} onChange={(title) => onChange({ ...block, title })} />
      </div>
      <ChartDataEditor value={block.data} onChange={(data) => onChange({ ...block, data })} />
    </>
  );
}

export function ImageForm({ block, onChange, pages }: FormProps<'image'> & { pages: PageChoice[] }) {
  return (
    <>
      <MediaSourceField
        noun="image"
        imagesOnly
        mediaId={block.mediaId}
        url={block.url}
        onChange={(source, file) => onChange({ ...block, ...source, alt: block.alt || file?.altText || '' })}
      />
      <TextInput label="Alt text" max={500} hint="What the picture shows, for people who cannot see it." value={block.alt} onChange={(alt) => onChange({ ...block, alt })} />
      <TextArea label="Caption" rows={2} value={block.caption} onChange={(caption) => onChange({ ...block, caption })} />
      <LinkField label="Image link" value={block.link} pages={pages} optional onChange={(link) => onChange({ ...block, link })} />
    </>
  );
}

export function VideoForm({ block, onChange }: FormProps<'video'>) {
  return (
    <>
      <MediaSourceField noun="video" imagesOnly={false} mediaId={block.mediaId} url={block.url} onChange={(source) => onChange({ ...block, ...source })} />
      <TextInput label="Caption" value={block.caption} onChange={(caption) => onChange({ ...block, caption })} />
      <PosterField block={block} onChange={onChange} />
      <CaptionsField block={block} onChange={onChange} />
    </>
  );
}

export function AudioForm({ block, onChange }: FormProps<'audio'>) {
  return (
    <>
      <MediaSourceField noun="audio" imagesOnly={false} mediaId={block.mediaId} url={block.url} onChange={(source) => onChange({ ...block, ...source })} />
      <TextInput label="Title" value={block.title} onChange={(title) => onChange({ ...block, title })} />
    </>
  );
}
