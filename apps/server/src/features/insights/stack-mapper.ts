import { readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import { SourceMapConsumer } from 'source-map';

/*
 * Client stacks read back in our source (issue 12, "Errors"): the storefront bundle is built with
 * hidden source maps (`<chunk>.js.map` beside each chunk, never served), and a frame pointing into
 * `/assets/client/<chunk>.js:LINE:COL` becomes `apps/storefront/src/…ts:line:col (name)`. Mapping
 * happens when the owner reads the report, so a rebuilt bundle never rewrites stored stacks. A frame
 * whose map is missing, unreadable or silent stays as it was.
 */

/** Parsed maps kept in memory (a map's consumer holds WebAssembly memory: a few MB for the runtime). */
const MAX_CONSUMERS = 20;
/** A missing or broken map is asked for again after this long (a build may land meanwhile). */
const MISSING_TTL_MS = 60_000;
/** Larger maps are not read: no build of ours comes near it. */
const MAX_MAP_BYTES = 20 * 1024 * 1024;

/**
 * `…/assets/client/<chunk>.js:LINE:COL` in a frame, whatever the browser's style (`at f (url)`,
 * `at url`, `f@url`). A chunk path is segments of `[\w.-]` not starting with a dot, so it cannot
 * leave the client directory.
 */
const CLIENT_FRAME = /(?<![\w.-])assets\/client\/((?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.js):(\d+):(\d+)/;

/** Where the maps are, and what source paths are shown relative to. */
export interface StackMapperOptions {
  /** The built client directory (served at `/assets/client/`). */
  clientDir: string;
  /** Source files are shown relative to this folder (the repository root); others as the map names them. */
  sourceRoot: string;
}

/** Maps client stacks through the build's source maps, keeping parsed maps in a small cache. */
export interface StackMapper {
  /** The stack with every frame of our bundle that a map knows written as `source:line:col (name)`. */
  map(stack: string): Promise<string>;
  /** Frees every cached map. */
  clear(): void;
}

/** `../../src/a.ts` of a map in `dist/client/assets` → `apps/storefront/src/a.ts`. */
function sourcePath(options: StackMapperOptions, mapFile: string, source: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) return source.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*\/?/i, '');
  const shown = relative(options.sourceRoot, resolve(dirname(mapFile), source));
  if (shown.startsWith('..') || isAbsolute(shown)) return source.replace(/^(?:\.\.?\/)+/, '');
  return shown.split(sep).join('/');
}

/**
 * A stack mapper over one client build.
 * @example
 * const mapper = createStackMapper({ clientDir: CLIENT_DIR, sourceRoot: ROOT });
 * await mapper.map('TypeError: x\n    at f (https://shop.example/assets/client/assets/entry-Ab1.js:1:200)');
 * // 'TypeError: x\n    at apps/storefront/src/analytics/start.ts:72:5 (startAnalytics)'
 */
export function createStackMapper(options: StackMapperOptions): StackMapper {
  const clientDir = resolve(options.clientDir);
  const consumers = new LRUCache<string, Promise<SourceMapConsumer | null>>({
    max: MAX_CONSUMERS,
    // Destroyed a turn later: a caller that took this promise before it left the cache reads the
    // consumer synchronously right after its await, within the same turn.
    dispose: (loading) => void loading.then((consumer) => consumer && setImmediate(() => consumer.destroy())),
  });

  const load = async (mapFile: string): Promise<SourceMapConsumer | null> => {
    try {
      if ((await stat(mapFile)).size > MAX_MAP_BYTES) return null;
      return await new SourceMapConsumer(await readFile(mapFile, 'utf8'));
    } catch {
      return null;
    }
  };

  const consumerOf = (chunk: string): Promise<SourceMapConsumer | null> => {
    const mapFile = join(clientDir, `${chunk}.map`);
    const cached = consumers.get(mapFile);
    if (cached) return cached;
    const loading = load(mapFile);
    consumers.set(mapFile, loading);
    void loading.then((consumer) => {
      if (!consumer && consumers.get(mapFile) === loading) consumers.set(mapFile, loading, { ttl: MISSING_TTL_MS });
    });
    return loading;
  };

  const mapLine = async (line: string): Promise<string> => {
    const frame = CLIENT_FRAME.exec(line);
    if (!frame) return line;
    const [, chunk, lineText, columnText] = frame as unknown as [string, string, string, string];
    const consumer = await consumerOf(chunk);
    if (!consumer) return line;
    // Used at once, in the turn the await resumed in (see dispose above).
    try {
      // Browsers count columns from 1, source maps from 0.
      const original = consumer.originalPositionFor({ line: Number(lineText), column: Math.max(0, Number(columnText) - 1) });
      if (!original.source || original.line === null) return line;
      const where = `${sourcePath(options, join(clientDir, `${chunk}.map`), original.source)}:${original.line}:${(original.column ?? 0) + 1}`;
      return `    at ${where}${original.name ? ` (${original.name})` : ''}`;
    } catch {
      // A map whose mappings do not decode: the frame stays as the browser wrote it.
      return line;
    }
  };

  return {
    async map(stack) {
      const lines = stack.split('\n');
      const mapped: string[] = [];
      for (const line of lines) mapped.push(await mapLine(line));
      return mapped.join('\n');
    },
    clear: () => consumers.clear(),
  };
}
