import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/support/server-process.ts';

const STATIC_SERVER = fileURLToPath(new URL('./static-server.ts', import.meta.url));

/** A server process the bench started. */
export interface BenchServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the static anchor (static-server.ts) serving `file` and waits until it answers. */
export async function startStaticServer(file: string): Promise<BenchServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [STATIC_SERVER], {
    env: { ...process.env, NODE_ENV: 'production', STATIC_FILE: file, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The static server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseURL}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The static server did not answer within 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** The pid named by `X-Plinth-Worker` on a fresh connection (undefined without a cluster). */
function servingPid(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['x-plinth-worker'] ? Number(res.headers['x-plinth-worker']) : undefined));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Waits until `workers` distinct workers answer (a cluster serves from its first worker while the others start). */
export async function allServing(url: string, workers: number): Promise<number[]> {
  const seen = new Set<number>();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const pid = await servingPid(url);
    if (pid === undefined) return [];
    seen.add(pid);
    if (seen.size >= workers) return [...seen];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Only ${seen.size} of ${workers} workers answered within 60 s`);
}
