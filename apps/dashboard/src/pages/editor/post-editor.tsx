/** `/config/posts/:id/edit`: the editor of a blog post. */
import type { PageProps } from '../page-entry.ts';
import { EditorLoader } from './editor-loader.tsx';

export default function PostEditor({ params }: PageProps) {
  return <EditorLoader kind="posts" id={params.id} />;
}
