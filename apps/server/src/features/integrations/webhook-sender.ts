import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { addressAllowed, guardedLookup } from './address-guard.ts';

/*
 * One HTTP POST of a webhook delivery, to a checked address only (address-guard.ts): node:http with
 * a lookup that refuses private answers, an IP literal checked before connecting, no redirects
 * followed, a 10-second limit, and at most 8 kB of the answer read.
 */

/** How long a receiver may take. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What came of one attempt. */
export interface SendOutcome {
  ok: boolean;
  /** The receiver's status, when it answered. */
  status: number | null;
  /** Why it failed, in a line for the delivery log (never a secret). */
  error: string | null;
  /** A failure no retry can mend (the provider refused the request itself): given up at once. */
  permanent?: boolean;
}

/**
 * POSTs `body` to `url` with `headers`; a 2xx answer is success.
 * @example await postWebhook('https://hooks.example/plinth', '{}', { 'Plinth-Signature': '…' }, { allowLoopback: false })
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: { allowLoopback: boolean; timeoutMs?: number }): Promise<SendOutcome> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, status: null, error: 'Invalid URL' });
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.resolve({ ok: false, status: null, error: 'Not an http(s) URL' });
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) {
    if (!addressAllowed(host, options)) return Promise.resolve({ ok: false, status: null, error: `${host} is an address a webhook may not call` });
  }
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Plinth-Webhooks/1', ...headers },
    lookup: guardedLookup(options) as RequestOptions['lookup'],
    timeout: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const call = send(target, requestOptions, (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > 8192) response.destroy();
      });
      const status = response.statusCode ?? null;
      const done = () => resolve({ ok: status !== null && status >= 200 && status < 300, status, error: status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}` });
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    call.on('timeout', () => call.destroy(new Error(`No answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`)));
    call.on('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, status: null, error: error.message.slice(0, 300) }));
    call.end(body);
  });
}
