import type { EditorBlock } from '@plinth/api';
import type { BlockPlace, BlockSources } from './block-sources.ts';
import { builderOf } from './kinds/index.ts';

/*
 * One block of the page document made ready for its theme partial (`block-<type>.block`) by its
 * kind's builder (kinds/<type>.ts). A block whose content is gone comes back as null.
 */

/** The partial's context of one block, or null when there is nothing left to show. */
export function blockContext(block: EditorBlock, sources: BlockSources, place: BlockPlace): Record<string, unknown> | null {
  const fields = builderOf(block.type)?.context(block, sources, place) ?? null;
  return fields ? { id: block.id, type: block.type, ...fields } : null;
}
