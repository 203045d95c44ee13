import { chartContext } from '../chart-svg.ts';
import type { BlockBuilder } from './block-builder.ts';

/** The chart drawn as SVG, with its data as a table. */
export const chartBuilder: BlockBuilder<'chart'> = {
  context: (block) => ({ chart: chartContext(block.id, block.kind, block.title, block.data) }),
};
