import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newCrumb } from './infra/http/crumb.ts';
import { forEachStore } from './test-support/test-app.ts';

/*
 * Requests too big or too slow for the server, over a real socket (inject skips Node's HTTP parser):
 * each is refused with its 4xx, and the process goes on serving everyone else.
 */

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Sends raw bytes over a new connection; answers the server's reply once it closes or ends its body. */
function rawRequest(port: number, send: (socket: Socket, answered: () => boolean) => void | Promise<void>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      const [head = '', body = ''] = received.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
      socket.destroy();
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const bodyStart = received.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && Buffer.byteLength(received.slice(bodyStart + 4)) >= Number(length)) finish();
    });
    socket.on('close', finish);
    // The server may answer and close before the client has written everything: that is the point.
    socket.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? finish() : reject(error)));
    socket.on('connect', () => void Promise.resolve(send(socket, () => received.length > 0 || socket.destroyed)).catch(() => {}));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachStore('requests too big or too slow', (store) => {
  let base = '';
  let port = 0;
  beforeAll(async () => {
    await store.app.listen({ port: 0, host: '127.0.0.1' });
    port = (store.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await store.app.close();
  });

  const crumb = newCrumb();
  const json = { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
  const stillServing = async () => {
    const cart = await fetch(`${base}/api/commerce/shopping-cart`);
    expect(cart.status).toBe(200);
    expect((await fetch(`${base}/shop`)).status).toBe(200);
  };

  it('refuses a 10 MB JSON body with 413 and a message, declared or chunked, and goes on serving', async () => {
    const tenMb = `{"itemId":"${'x'.repeat(10 * 1024 * 1024)}"}`;
    const declared = await fetch(`${base}/api/commerce/shopping-cart/entries`, { method: 'POST', headers: json, body: tenMb }).catch((error: unknown) => error);
    expect(declared).toBeInstanceOf(Response);
    expect((declared as Response).status).toBe(413);
    expect(((await (declared as Response).json()) as { error: { message: string } }).error.message).toBe('Request body is too large');

    const chunked = await rawRequest(port, async (socket, answered) => {
      socket.write(`POST /api/commerce/shopping-cart/entries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nCookie: crumb=${crumb}\r\nX-CSRF-Token: ${crumb}\r\nTransfer-Encoding: chunked\r\n\r\n`);
      const chunk = 'x'.repeat(32 * 1024);
      // Like a client that reads while it writes: it stops sending once refused.
      for (let sent = 0; sent < 10 * 1024 * 1024 && !answered(); sent += chunk.length) {
        await new Promise((resolve) => socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`, resolve));
        await sleep(5);
      }
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
    await stillServing();
  });

  it('refuses a 64 kB header with 431 and goes on serving', async () => {
    const answer = await rawRequest(port, (socket) => {
      socket.write(`GET /api/commerce/shopping-cart HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(64 * 1024)}\r\n\r\n`);
    });
    expect(answer.status).toBe(431);
    await stillServing();
  });

  it('serves others while a body trickles in, then refuses the trickled body for what it is (400, or 413 past the limit)', async () => {
    const body = '{"itemId": ';
    const slow = rawRequest(port, async (socket) => {
      socket.write(`POST /api/commerce/shopping-cart/entries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nCookie: crumb=${crumb}\r\nX-CSRF-Token: ${crumb}\r\nContent-Length: ${body.length}\r\n\r\n`);
      for (const character of body) {
        socket.write(character);
        await sleep(50);
      }
    });
    // Half a second of trickling: the shop answers meanwhile, promptly.
    await sleep(100);
    const started = Date.now();
    await stillServing();
    expect(Date.now() - started).toBeLessThan(2_000);
    const answer = await slow;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.message).toMatch(/JSON/);

    const overLimit = await rawRequest(port, async (socket, answered) => {
      socket.write(`POST /api/commerce/shopping-cart/entries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nCookie: crumb=${crumb}\r\nX-CSRF-Token: ${crumb}\r\nTransfer-Encoding: chunked\r\n\r\n`);
      const chunk = 'x'.repeat(16 * 1024);
      for (let i = 0; i < 8 && !answered(); i++) {
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        await sleep(40);
      }
    });
    expect(overLimit.status).toBe(413);
    await stillServing();
    // And one that never ends does not hold its connection for ever: Node answers 408 after the timeout.
    expect(store.app.server.requestTimeout).toBe(120_000);
  });
});
