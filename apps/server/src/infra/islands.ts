import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the server needs from the storefront's SSR build. */
export interface IslandRenderer {
  /** The island's HTML with its props, ready to hydrate. */
  renderIsland(name: string, props: object): string;
  /** Script and preload tags for the page head. */
  clientHead(options?: { preloadRuntime?: boolean }): string;
}

/** Where `npm run build` puts the storefront's server renderer. */
export const SSR_ENTRY = fileURLToPath(new URL('../../../storefront/dist/ssr/server-entry.js', import.meta.url));
/** Where the browser bundle is built; served at /assets/client/. */
export const CLIENT_DIR = fileURLToPath(new URL('../../../storefront/dist/client/', import.meta.url));

/**
 * Loads the islands' server renderer built by Vite.
 * @throws when the storefront has not been built, with the command that builds it
 */
export async function loadIslandRenderer(entry = SSR_ENTRY): Promise<IslandRenderer> {
  if (!existsSync(entry)) {
    throw new Error(`The storefront is not built (${entry} is missing). Run: npm run build`);
  }
  const module = (await import(pathToFileURL(entry).href)) as IslandRenderer;
  return { renderIsland: module.renderIsland, clientHead: module.clientHead };
}
