/** `/config/pages/:id/edit`: the editor of a page. */
import type { PageProps } from '../page-entry.ts';
import { EditorLoader } from './editor-loader.tsx';

export default function PageEditor({ params }: PageProps) {
  return <EditorLoader kind="pages" id={params.id} />;
}
