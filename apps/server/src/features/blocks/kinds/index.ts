import type { EditorBlockType } from '@plinth/api';
import { audioBuilder } from './audio.ts';
import type { BlockBuilder } from './block-builder.ts';
import { buttonBuilder } from './button.ts';
import { chartBuilder } from './chart.ts';
import { codeBuilder } from './code.ts';
import { formBuilder } from './form.ts';
import { galleryBuilder } from './gallery.ts';
import { headingBuilder } from './heading.ts';
import { imageBuilder } from './image.ts';
import { lineBuilder } from './line.ts';
import { mapBuilder } from './map.ts';
import { newsletterBuilder } from './newsletter.ts';
import { productBuilder } from './product.ts';
import { quoteBuilder } from './quote.ts';
import { spacerBuilder } from './spacer.ts';
import { summaryBuilder } from './summary.ts';
import { textBuilder } from './text.ts';
import { videoBuilder } from './video.ts';

/**
 * The page-context builder of every block kind of @plinth/api's BLOCK_KINDS, one file each; the
 * type checker refuses a kind without one.
 */
export const BLOCK_BUILDERS: { readonly [T in EditorBlockType]: BlockBuilder<T> } = {
  text: textBuilder,
  heading: headingBuilder,
  image: imageBuilder,
  button: buttonBuilder,
  quote: quoteBuilder,
  line: lineBuilder,
  spacer: spacerBuilder,
  code: codeBuilder,
  chart: chartBuilder,
  form: formBuilder,
  newsletter: newsletterBuilder,
  product: productBuilder,
  summary: summaryBuilder,
  video: videoBuilder,
  audio: audioBuilder,
  map: mapBuilder,
  gallery: galleryBuilder,
};

/** The builder of blocks of `type` (undefined for a type no kind has). */
export function builderOf<T extends EditorBlockType>(type: T): BlockBuilder<T> | undefined {
  return (BLOCK_BUILDERS as unknown as Partial<Record<string, BlockBuilder<T>>>)[type];
}

export type { BlockBuilder, BlockNeeds } from './block-builder.ts';
