/** The settings form of one block, by its type. */
import type { EditorBlock } from '@plinth/api';
import type { PageChoice } from './controls/index.ts';
import { ChoiceField, listCollections, listForms, listGalleries, listProducts } from './fields/choice-field.tsx';
import { AudioForm, ChartForm, CodeForm, ImageForm, TextForm, VideoForm } from './fields/rich-forms.tsx';
import { ButtonForm, HeadingForm, MapForm, NewsletterForm, NumberInput, QuoteForm, Select, SpacerForm } from './fields/simple-forms.tsx';

export interface BlockFormProps {
  block: EditorBlock;
  pages: PageChoice[];
  onChange(block: EditorBlock): void;
}

export function BlockForm({ block, pages, onChange }: BlockFormProps) {
  switch (block.type) {
    case 'text': return <TextForm block={block} onChange={onChange} pages={pages} />;
    case 'heading': return <HeadingForm block={block} onChange={onChange} />;
    case 'image': return <ImageForm block={block} onChange={onChange} pages={pages} />;
    case 'button': return <ButtonForm block={block} onChange={onChange} pages={pages} />;
    case 'quote': return <QuoteForm block={block} onChange={onChange} />;
    case 'line': return <p className="muted">A line has no settings.</p>;
    case 'spacer': return <SpacerForm block={block} onChange={onChange} />;
    case 'code': return <CodeForm block={block} onChange={onChange} />;
    case 'chart': return <ChartForm block={block} onChange={onChange} />;
    case 'form':
      return <ChoiceField label="Form" value={block.formId} onChange={(formId) => onChange({ ...block, formId })} list={listForms} listKey="forms" none="The site has no forms yet: make one under Forms." />;
    case 'newsletter': return <NewsletterForm block={block} onChange={onChange} />;
    case 'product':
      return <ChoiceField label="Product" value={block.productId} onChange={(productId) => onChange({ ...block, productId })} list={listProducts} listKey="products" none="The site has no products yet." />;
    case 'summary':
      return (
        <>
          <ChoiceField label="Collection" value={block.collectionId} onChange={(collectionId) => onChange({ ...block, collectionId })} list={listCollections} listKey="collections" failure="Unable to load collections." none="The site has no blog or store yet." />
          <div className="block-form__row">
            <NumberInput label="Items shown" value={block.limit} min={1} max={30} onChange={(limit) => limit !== null && onChange({ ...block, limit })} />
            <Select label="Design" value={block.design} options={[['grid', 'Grid'], ['list', 'List']]} onChange={(design) => onChange({ ...block, design })} />
          </div>
        </>
      );
    case 'video': return <VideoForm block={block} onChange={onChange} />;
    case 'audio': return <AudioForm block={block} onChange={onChange} />;
    case 'map': return <MapForm block={block} onChange={onChange} />;
    case 'gallery':
      return <ChoiceField label="Gallery" value={block.galleryId} onChange={(galleryId) => onChange({ ...block, galleryId })} list={listGalleries} listKey="galleries" none="The site has no galleries yet: make one under Galleries." />;
  }
}
