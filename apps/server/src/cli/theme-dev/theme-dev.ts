import { watch, type FSWatcher } from 'node:fs';
import { createDevProxy } from './dev-proxy.ts';
import { themeErrorPage } from './error-page.ts';
import { startSite, type SiteProcess } from './site-process.ts';

/*
 * `plinth theme dev <folder>`: the site with the theme in the folder, at one address, started again
 * on every save and the open pages reloaded; while the theme has errors the pages show them
 * (file:line:column) instead. A theme compiles once, at start: restarting the site is how a change is
 * taken, and the data folder keeps the content between starts.
 */

/** How long after the last change a rebuild starts (an editor saves several files at once). */
const SETTLE_MS = 150;

export interface ThemeDevOptions {
  themeDir: string;
  dataDir: string;
  demo: boolean;
  host: string;
  port: number;
  env: NodeJS.ProcessEnv;
  /** The theme's errors, one line each (`theme check`'s); none: it can be served. */
  check(themeDir: string): Promise<string[]>;
  log(line: string): void;
}

/** A running `theme dev`. */
export interface ThemeDev {
  url: string;
  /** Resolves after the build a change started (tests wait on it). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startThemeDev(options: ThemeDevOptions): Promise<ThemeDev> {
  const proxy = createDevProxy();
  let site: SiteProcess | undefined;
  let building: Promise<void> = Promise.resolve();
  let again = false;
  let closed = false;

  /** Checks the theme, then serves it (a new site) or its errors. */
  const build = async (): Promise<void> => {
    const started = Date.now();
    const errors = await options.check(options.themeDir).catch((error: unknown) => [String((error as Error).message ?? error)]);
    if (errors.length > 0) {
      proxy.point({ kind: 'errors', page: themeErrorPage(`The theme has ${errors.length} error${errors.length === 1 ? '' : 's'}`, errors) });
      options.log(`${errors.length} error${errors.length === 1 ? '' : 's'}:\n${errors.join('\n')}`);
      return;
    }
    proxy.hold();
    await site?.stop();
    site = undefined;
    try {
      site = await startSite({ themeDir: options.themeDir, dataDir: options.dataDir, demo: options.demo, env: options.env });
      proxy.point({ kind: 'site', port: site.port });
      options.log(`served in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      proxy.point({ kind: 'errors', page: themeErrorPage('The site did not start with this theme', lines) });
      options.log(lines.join('\n'));
    }
  };

  /** One build at a time; changes during a build make one more after it. */
  const rebuild = () => {
    if (closed) return;
    again = true;
    building = building.then(async () => {
      if (!again || closed) return;
      again = false;
      await build();
      proxy.reload();
    });
  };

  await new Promise<void>((resolve, reject) => {
    proxy.server.once('error', reject);
    proxy.server.listen(options.port, options.host, () => resolve());
  });
  const address = proxy.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  building = build();
  await building;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher: FSWatcher = watch(options.themeDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, SETTLE_MS);
  });

  return {
    url,
    settled: async () => {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 2));
      await building;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      watcher.close();
      await building.catch(() => {});
      await site?.stop();
      await proxy.close();
    },
  };
}
