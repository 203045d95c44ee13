/** The settings form of one block, drawn from its kind's form description (@plinth/api blocks/<kind>/). */
import { blockKindOf, type EditorBlock } from '@plinth/api';
import type { PageChoice } from './controls/index.ts';
import { FormFields } from './fields/field-controls.tsx';

export interface BlockFormProps {
  block: EditorBlock;
  pages: PageChoice[];
  onChange(block: EditorBlock): void;
}

export function BlockForm({ block, pages, onChange }: BlockFormProps) {
  return <FormFields fields={blockKindOf(block.type).form} block={block} pages={pages} onChange={onChange} />;
}
