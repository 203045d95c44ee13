import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local webhook receiver for tests: keeps every POST it receives (headers and raw body) and
 * answers 200, or the status set with `answerWith` (a receiver that is down).
 */

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  received: ReceivedWebhook[];
  /** The status to answer from now on (200 by default). */
  answerWith(status: number): void;
  /** Resolves when at least `count` deliveries have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 at a free port. */
export function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString() });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : 'down');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        received,
        answerWith(next) {
          status = next;
        },
        async waitFor(count, timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs;
          while (received.length < count) {
            if (Date.now() > deadline) throw new Error(`Only ${received.length} of ${count} webhook deliveries arrived`);
            await new Promise((r) => setTimeout(r, 25));
          }
          return received;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
