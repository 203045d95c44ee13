/**
 * A build plugin that puts the island runtime and everything it needs that the loader does not into
 * ONE chunk. A product page then downloads the loader and that chunk, not the eight small files of
 * the automatic chunking, and gzip sees the code whole (about 1.5 kB less for the same code).
 * Modules only the lazy islands use (checkout, purchase tracking, test card numbers) stay out of it,
 * so the product page carries no checkout code.
 *
 * The chunk is named `runtime`: the manifest knows it as `_runtime-<hash>.js` (see
 * `runtimeChunkKey` in src/client-head.ts), not by its source file.
 *
 * "What the runtime needs" follows static imports from `src/runtime.tsx`, except through a
 * workspace package's barrel (`packages/<name>/src/index.ts`): there only the modules that define
 * the names the importer takes are followed, since the barrel re-exports far more than the islands
 * use.
 */
import type { Plugin } from 'vite';

/** Re-exports of a barrel's transformed code: exported name → the specifier it comes from. */
export function barrelExports(code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of match[1].split(',')) {
      const exported = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (exported) names.set(exported, match[2]);
    }
  }
  return names;
}

/** The names a module imports from `specifier` (`import { a, b as c } from '…'`), or null for a namespace or side-effect import. */
export function importedNames(code: string, specifier: string): string[] | null {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const names: string[] = [];
  let found = false;
  for (const match of code.matchAll(new RegExp(`import\\s*([^;]*?)\\s*from\\s*["']${escaped}["']`, 'g'))) {
    found = true;
    const braces = /\{([^}]*)\}/.exec(match[1]);
    if (!braces || /\*/.test(match[1])) return null;
    for (const part of braces[1].split(',')) {
      const local = part.trim().split(/\s+as\s+/)[0]?.trim();
      if (local) names.push(local);
    }
  }
  return found ? names : null;
}

const BARREL = /\/packages\/([^/]+)\/src\/index\.ts$/;

export function singleRuntimeChunk(runtimeSuffix: string, entrySuffix: string): { plugin: Plugin; test: (id: string) => boolean } {
  const runtimeOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'plinth:single-runtime-chunk',
    apply: 'build',
    async buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const resolved = new Map<string, string | null>();
      const resolve = async (specifier: string, importer: string) => {
        const key = `${importer}\0${specifier}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(specifier, importer))?.id ?? null);
        return resolved.get(key)!;
      };
      /** The modules a barrel import brings in for `importer`, or null to follow the whole barrel. */
      const throughBarrel = async (importer: string, barrel: string): Promise<string[] | null> => {
        const name = BARREL.exec(barrel)?.[1];
        const code = info(importer)?.code;
        const barrelCode = info(barrel)?.code;
        if (!name || !code || !barrelCode) return null;
        const names = importedNames(code, `@plinth/${name}`);
        if (names === null) return null;
        const exports = barrelExports(barrelCode);
        const modules: string[] = [];
        for (const imported of names) {
          const from = exports.get(imported);
          if (!from) return null;
          const id = await resolve(from, barrel);
          if (!id) return null;
          modules.push(id);
        }
        return modules;
      };
      /** What `entry` imports, statically (and, with `lazyBut`, dynamically too, except the module `lazyBut`). */
      const closure = async (entry: string, lazyBut?: string) => {
        const seen = new Set<string>();
        const visit = async (id: string): Promise<void> => {
          if (seen.has(id) || id === lazyBut) return;
          seen.add(id);
          const module = info(id);
          for (const next of module?.importedIds ?? []) {
            const narrowed = BARREL.test(next) ? await throughBarrel(id, next) : null;
            for (const target of narrowed ?? [next]) await visit(target);
          }
          if (lazyBut) for (const next of module?.dynamicallyImportedIds ?? []) await visit(next);
        };
        await visit(entry);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const runtime = ids.find((id) => id.endsWith(runtimeSuffix));
      const entry = ids.find((id) => id.endsWith(entrySuffix));
      if (!runtime || !entry) return;
      // The loader and the scripts it loads on pages without islands (analytics, metrics, recorder): a
      // module they share with the runtime stays out of the runtime chunk, else every page would
      // download the runtime for it (the shared module gets a chunk of its own, which the budgets see).
      const loader = await closure(entry, runtime);
      for (const id of await closure(runtime)) if (!loader.has(id) && !BARREL.test(id)) runtimeOnly.add(id);
    },
  };
  return { plugin, test: (id) => runtimeOnly.has(id) };
}
