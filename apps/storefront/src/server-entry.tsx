/**
 * The server side of the islands, built to `dist/ssr/server-entry.js`:
 * `renderIsland` for widget formatters and `clientHead` for the layout.
 */
import { readFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { clientHeadFromManifest, type ClientHeadOptions, type Manifest } from './client-head.ts';
import { islandMarkup } from './island-markup.ts';
import { ISLAND_REGISTRY, isIslandName, type IslandName } from './island-registry.ts';
import { SERVER_ISLANDS } from './server-islands.ts';

export type { ClientHeadOptions } from './client-head.ts';
export type { IslandName, IslandProps } from './island-registry.ts';
export { ISLAND_NAMES } from './island-names.ts';

/**
 * Renders an island for the page: its server HTML inside
 * `<div data-island="Name" data-props="…">`. A client-only island (PillCart)
 * is an empty element; an island that renders nothing (VariantSelect of a
 * single-variant product, a hidden QuantityInput) gives '' so the page
 * carries nothing to hydrate.
 * @param name the island, e.g. 'AddToCartButton'
 * @param props its props (see `IslandProps`), serialisable to JSON
 * @throws TypeError for an unknown island name (a server bug)
 * @example renderIsland('QuantityInput', { product, multipleQuantityAllowedForServices: true })
 */
export function renderIsland(name: IslandName, props: object): string {
  if (!isIslandName(name)) throw new TypeError(`Unknown island: ${String(name)}`);
  if (ISLAND_REGISTRY[name].clientOnly) return islandMarkup(name, props, '');
  const component = SERVER_ISLANDS[name] as ComponentType<object>;
  const html = renderToString(createElement(component, props));
  return html === '' ? '' : islandMarkup(name, props, html);
}

// Built file: dist/ssr/server-entry.js → ../client; source (tests): src/ → ../dist/client.
const MANIFEST_CANDIDATES = ['../client/.vite/manifest.json', '../dist/client/.vite/manifest.json'];
let manifest: Manifest | undefined;
const heads = new Map<boolean, string>();

function readManifest(): Manifest {
  for (const candidate of MANIFEST_CANDIDATES) {
    try {
      return JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as Manifest;
    } catch {
      // try the next location
    }
  }
  throw new Error('Vite manifest not found; run npm run build -w @plinth/storefront');
}

/**
 * The `<script>`/`<link>` tags every page needs, from the Vite manifest (read
 * once). With `preloadRuntime` (product and cart pages) React and the islands
 * are preloaded too; without it a page loads only the tiny loader.
 * @throws Error when the client build is missing
 */
export function clientHead(options: ClientHeadOptions = {}): string {
  const preload = options.preloadRuntime === true;
  let head = heads.get(preload);
  if (head === undefined) {
    manifest ??= readManifest();
    head = clientHeadFromManifest(manifest, { preloadRuntime: preload });
    heads.set(preload, head);
  }
  return head;
}
