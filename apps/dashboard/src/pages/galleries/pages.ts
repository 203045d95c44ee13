/** Galleries views of issue 14; each is declared here when its page exists. */
import type { PageEntry } from '../page-entry.ts';

export default [] as PageEntry<never>[];
