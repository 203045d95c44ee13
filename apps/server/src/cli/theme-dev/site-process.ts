import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/*
 * The site `plinth theme dev` shows: a `plinth start` child with PLINTH_THEME set, on a loopback port
 * of its own, started again after each save (a theme compiles once, at start). Its output is kept so
 * a theme that stops it from starting is shown in the page.
 */

const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));

/** A port nothing listens on. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A running site, or why it did not start. */
export interface SiteProcess {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** What the site is started with. */
export interface SiteOptions {
  themeDir: string;
  dataDir: string;
  /** Seed the demo store into an empty data folder. */
  demo: boolean;
  env: NodeJS.ProcessEnv;
}

/** How long a start may take before it counts as failed. */
const START_TIMEOUT_MS = 60_000;

/**
 * Starts the site and resolves once it answers /healthz.
 * @throws Error with the site's own output when it exits or does not answer in time
 */
export async function startSite(options: SiteOptions): Promise<SiteProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, 'start'], {
    env: { ...options.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, DATABASE_URL: options.env.DATABASE_URL ?? '', PLINTH_THEME: options.themeDir, PLINTH_DEMO: options.demo ? '1' : '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(late);
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site stopped while starting (exit ${child.exitCode}):\n${output.trim()}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (answer.ok) return { port, child, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The site did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output.trim()}`);
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 150))]);
  }
}
