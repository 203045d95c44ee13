/** Analytics views of issue 12 still being written; each is declared here when its page exists. */
import type { PageEntry } from '../page-entry.ts';

export default [] as PageEntry<never>[];
