/** `/config/products/:id/description`: a product's description as blocks. */
import type { PageProps } from '../page-entry.ts';
import { EditorLoader } from './editor-loader.tsx';

export default function ProductDescriptionEditor({ params }: PageProps) {
  return <EditorLoader kind="products" id={params.id} />;
}
