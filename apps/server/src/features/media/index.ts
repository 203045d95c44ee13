/** The media feature's public face: other features, the app, the CLI and tests import only this. */
export { recordMediaUsage, type MediaUser } from './usage.ts';
export { mediaById, mediaByIds } from './media-lookup.ts';
export { mediaUrl, mediaAssetUrl } from './media-json.ts';
export { seedPicture, type SeedPicture } from './seed-picture.ts';
export { renderSeedPictures } from './seed-warm-up.ts';
export { failInterruptedJobs } from './interrupted-jobs.ts';
export { contextColorData, imageContextFields, type ContextColorData, type ImageContextFields } from './image-context.ts';
export { createMediaImporter, type ImportedMedia, type MediaImporter } from './import-file.ts';
