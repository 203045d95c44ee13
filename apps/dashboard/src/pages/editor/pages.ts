/** Filled by issue 15: declared with definePage (../page-entry.ts). */
export default [] as const;
