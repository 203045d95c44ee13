import { z } from 'zod';
import type { BlockFormField } from './form-description.ts';
import { blockId } from './schema-pieces.ts';

/*
 * One block kind, defined once (issue 28; Payload's `blocks/<Name>/config.ts` is the model): its
 * schema, its entry in the add-block menu, a new block's content, its settings form, its line in
 * the block list and the theme partial that draws it. The editor and the server derive everything
 * else from the list in ./index.ts; the server's page-context builder of each kind is in
 * apps/server/src/features/blocks/kinds/.
 */

/** The schema of a block of `type`: its id, its type and its own fields; unknown keys are refused. */
export function blockSchema<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject({ id: blockId, type: z.literal(type), ...shape });
}

/** How the add-block menu offers a kind (searched by name and about). */
export interface BlockCatalogueEntry {
  /** The kind's name, e.g. 'Chart'. */
  name: string;
  /** What it is for, e.g. 'A line, bar or pie chart of your data'. */
  about: string;
  /** Not offered on Android (the code editor, platform.md §2). */
  offeredOnAndroid?: false;
}

export interface BlockKind<T extends string, B> {
  type: T;
  schema: z.ZodType<B>;
  catalogue: BlockCatalogueEntry;
  /** A new block's content (id and type aside); a required choice (a form, a product…) starts empty. */
  blank: Omit<B, 'id' | 'type'>;
  /**
   * A choice the owner must make before the block is saved, with the friendly words said while it
   * is empty (the block stays on screen but an autosave leaves it out).
   */
  requiredChoice?: { field: keyof B & string; message: string };
  /** The settings form, top to bottom. */
  form: ReadonlyArray<BlockFormField<B>>;
  /** One line about a block's content for the block list ('' when there is nothing to say). */
  summary?(block: B): string;
  /**
   * The fields naming files of the media library: what the page uses, recorded so the file manager
   * warns before one is deleted.
   */
  mediaFields?: ReadonlyArray<keyof B & string>;
  /** The theme partial drawing it (`themes/<theme>/partials/<partial>`), picked by `block.block`. */
  partial: `block-${T}.block`;
}

/** A kind from its type, its own fields and the rest of its definition. */
export function defineBlockKind<T extends string, S extends z.ZodRawShape>(
  type: T,
  shape: S,
  definition: Omit<BlockKind<NoInfer<T>, z.output<ReturnType<typeof blockSchema<T, S>>>>, 'type' | 'schema'>,
) {
  return { type, schema: blockSchema(type, shape), ...definition };
}

/** Shortens a summary line to `max` characters, on one line. */
export function clip(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
