/**
 * The shape of one island's declaration in `island-registry.ts`: eager (the
 * component itself, bundled into the runtime chunk) or lazy (a loader whose
 * dynamic import becomes a chunk of its own). Everything else — names, props
 * types, the client's and the server's registries — is derived from these.
 */
import type { FunctionComponent } from 'react';

/** An island bundled into the runtime chunk and mounted without waiting. */
export interface EagerIsland<Props> {
  readonly eager: true;
  readonly component: FunctionComponent<Props>;
  /** Rendered empty on the server and mounted with `createRoot` (cookies, the cart decide its content). */
  readonly clientOnly: boolean;
}

/** An island in a chunk of its own, imported only by pages that carry it. */
export interface LazyIsland<Props> {
  readonly eager: false;
  readonly load: () => Promise<FunctionComponent<Props>>;
  readonly clientOnly: false;
}

/**
 * One island's declaration. Islands are function components: a class's
 * `defaultProps` would keep the registry from being checked as a whole.
 */
export type IslandEntry<Props = never> = EagerIsland<Props> | LazyIsland<Props>;

/** The props of a declared island. */
export type PropsOfIsland<Entry> = Entry extends IslandEntry<infer Props> ? Props : never;

/**
 * Declares an eager island. Import its component statically: that import is
 * what puts it in the runtime chunk.
 * @example eager(PillCart, { clientOnly: true })
 */
export function eager<Props>(component: FunctionComponent<Props>, options: { clientOnly?: boolean } = {}): EagerIsland<Props> {
  return { eager: true, component, clientOnly: options.clientOnly === true };
}

/**
 * Declares a lazy island. The loader must be a literal `import('./file.tsx')`
 * so the bundler splits the file into a chunk of its own.
 * @example lazy(() => import('./cart-page.tsx').then((m) => m.CartPage))
 */
export function lazy<Props>(load: () => Promise<FunctionComponent<Props>>): LazyIsland<Props> {
  return { eager: false, load, clientOnly: false };
}
