import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { RELOAD_EVENTS_PATH, RELOAD_SCRIPT, RELOAD_SCRIPT_PATH, withReloadScript } from './reload-script.ts';

/*
 * The address the developer opens with `plinth theme dev`: it passes every request to the site
 * (started again after each save), adds the reload script to its HTML pages, serves the script and
 * the reload events, and shows the theme's errors in place of a page while there are any.
 */

/** Where requests go now: the site's port, or the error page's content. */
export type ProxyTarget = { kind: 'site'; port: number } | { kind: 'errors'; page: string };

/** The proxy: `point` changes where requests go (waiting requests go there too), `reload` tells open pages. */
export interface DevProxy {
  server: Server;
  point(target: ProxyTarget): void;
  /** Requests wait (a restart is under way) until the next `point`. */
  hold(): void;
  reload(): void;
  close(): Promise<void>;
}

/** Whether a request is for a page a person looks at (an error page makes sense there, not for a script). */
const wantsPage = (request: IncomingMessage) => request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

export function createDevProxy(): DevProxy {
  let target: ProxyTarget | undefined;
  let waiting: Array<() => void> = [];
  const streams = new Set<ServerResponse>();

  const whenPointed = (): Promise<ProxyTarget> => (target ? Promise.resolve(target) : new Promise((resolve) => waiting.push(() => resolve(target as ProxyTarget))));

  const pass = (request: IncomingMessage, response: ServerResponse, port: number) => {
    // Uncompressed answers, so a page can have the script added.
    const headers = { ...request.headers, 'accept-encoding': 'identity' };
    const upstream = forward({ host: '127.0.0.1', port, method: request.method, path: request.url, headers }, (answer) => {
      const isHtml = (answer.headers['content-type'] ?? '').includes('text/html');
      if (!isHtml) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = withReloadScript(Buffer.concat(chunks).toString('utf8'));
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 200, { ...rest, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
        response.end(body);
      });
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The site is restarting; reload in a moment.');
    });
    request.pipe(upstream);
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === RELOAD_SCRIPT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(RELOAD_SCRIPT);
      return;
    }
    if (path === RELOAD_EVENTS_PATH) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      response.write(': connected\n\n');
      streams.add(response);
      request.on('close', () => streams.delete(response));
      return;
    }
    void whenPointed().then((now) => {
      if (now.kind === 'site') return pass(request, response, now.port);
      if (wantsPage(request)) {
        response.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end(now.page);
        return;
      }
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The theme has errors: open a page to see them.');
    });
  });

  return {
    server,
    point(next) {
      target = next;
      const ready = waiting;
      waiting = [];
      for (const go of ready) go();
    },
    hold() {
      target = undefined;
    },
    reload() {
      for (const stream of streams) stream.write('event: reload\ndata: saved\n\n');
    },
    async close() {
      for (const stream of streams) stream.end();
      streams.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
