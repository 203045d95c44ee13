/* fflate's synchronous gzip alone, so the recorder's lazy chunk carries only it (start.ts imports this file on demand). */
export { gzipSync } from 'fflate';
