/**
 * The tags a page needs for the client bundle, computed from the Vite manifest
 * (`dist/client/.vite/manifest.json`). Pure: the server entry reads the file.
 */

/** One chunk of a Vite manifest (only the fields we read). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a source file's base name, or the name of a manual chunk). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** A Vite build manifest: source key → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the loader (the only entry). */
export const CLIENT_ENTRY = 'src/client-entry.ts';
/** The source of the island runtime, dynamic-imported by the loader. */
export const CLIENT_RUNTIME = 'src/runtime.tsx';
/** The name of the chunk that holds the runtime and all it needs (scripts/runtime-chunk.ts). */
export const RUNTIME_CHUNK_NAME = 'runtime';
/** URL prefix the server serves `dist/client/` under (Vite `base`). */
export const CLIENT_BASE = '/assets/client/';

/** Options of {@link clientHeadFromManifest}. */
export interface ClientHeadOptions {
  /**
   * Preload the island runtime (React and the islands) as well: set it on
   * pages that certainly hydrate an island, e.g. product pages, to save a
   * round trip. Leave it off elsewhere: preloading downloads.
   * @default false
   */
  preloadRuntime?: boolean;
}

/** Files of `key` and its static imports, depth first, each once. */
export function staticClosure(manifest: Manifest, key: string, seen: Set<string> = new Set()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))];
}

/**
 * The manifest key of the island runtime's chunk: the loader's dynamic import that is the runtime's
 * source, or the chunk named {@link RUNTIME_CHUNK_NAME} when the build folded the source into it.
 * @example runtimeChunkKey(manifest) // '_runtime-Ab12.js'
 */
export function runtimeChunkKey(manifest: Manifest): string | null {
  const imports = manifest[CLIENT_ENTRY]?.dynamicImports ?? [];
  return imports.find((key) => key === CLIENT_RUNTIME) ?? imports.find((key) => manifest[key]?.name === RUNTIME_CHUNK_NAME) ?? null;
}

/** CSS files of `key` and its static imports. */
function cssClosure(manifest: Manifest, key: string, seen: Set<string> = new Set()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => cssClosure(manifest, k, seen))];
}

/**
 * Builds the `<link>`/`<script>` tags for a page.
 * @throws Error when the manifest has no client entry (the build did not run)
 * @example clientHeadFromManifest(manifest) // '<script type="module" src="/assets/client/assets/client-entry-x.js"></script>'
 */
export function clientHeadFromManifest(manifest: Manifest, options: ClientHeadOptions = {}, base = CLIENT_BASE): string {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`Vite manifest has no ${CLIENT_ENTRY}; run npm run build -w @plinth/storefront`);
  const tags: string[] = [];
  for (const css of cssClosure(manifest, CLIENT_ENTRY)) tags.push(`<link rel="stylesheet" href="${base}${css}">`);
  tags.push(`<script type="module" src="${base}${entry.file}"></script>`);
  const preload = new Set(staticClosure(manifest, CLIENT_ENTRY).slice(1));
  if (options.preloadRuntime) {
    const runtimeKey = runtimeChunkKey(manifest);
    if (runtimeKey) for (const file of staticClosure(manifest, runtimeKey)) preload.add(file);
  }
  preload.delete(entry.file);
  for (const file of preload) tags.push(`<link rel="modulepreload" href="${base}${file}">`);
  return tags.join('');
}
