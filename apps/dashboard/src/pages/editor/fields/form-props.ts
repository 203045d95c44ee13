import type { BlockOfType, EditorBlockType } from '@plinth/api';

/** A block of type `T`. */
export type BlockOf<T extends EditorBlockType> = BlockOfType<T>;

/** The props of a control that edits a whole block of type `T` (a video's poster, its captions). */
export interface FormProps<T extends EditorBlockType> {
  block: BlockOf<T>;
  onChange(block: BlockOf<T>): void;
}
