import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { addressAllowed, guardedLookup, webhookUrlProblem } from '../integrations/index.ts';

/*
 * An import's pictures, fetched by URL under the webhooks' rules against request forgery
 * (features/integrations address-guard.ts): http(s) only, no credentials, no private, loopback or
 * link-local address (a name is checked on the addresses DNS gives, and the connection goes to an
 * address checked), redirects followed three times at most, each checked again. Hosts the operator
 * names (PLINTH_IMPORT_ALLOW_HOSTS: a test's file server, an intranet) are let through.
 */

/** Why a picture could not be fetched, in words for the import's report. */
export class PictureProblem extends Error {}

/** A picture's answer, to stream into the library. */
export interface FetchedPicture {
  stream: IncomingMessage;
  fileName: string;
}

/** How pictures are fetched. */
export interface PictureFetchOptions {
  /** Host names let through whatever their address. */
  allowHosts: readonly string[];
  timeoutMs?: number;
}

function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // As written.
  }
  return name.replace(/[^\w.-]+/g, '-').slice(-100) || 'picture';
}

/**
 * Fetches one picture; throws a {@link PictureProblem} saying why it could not.
 * @example const { stream, fileName } = await fetchPicture('https://old.example/tee.jpg', { allowHosts: [] });
 */
export async function fetchPicture(raw: string, options: PictureFetchOptions, redirectsLeft = 3): Promise<FetchedPicture> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PictureProblem(`The picture address ${raw} is not a URL.`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = options.allowHosts.includes(host);
  if (!allowed) {
    const problem = webhookUrlProblem(url.href, { allowLoopback: false });
    if (problem) throw new PictureProblem(`The picture ${url.href} is at an address an import may not fetch (${problem === 'address' ? 'a private or local address' : problem === 'scheme' ? 'not http or https' : problem}).`);
    if (isIP(host) && !addressAllowed(host, { allowLoopback: false })) throw new PictureProblem(`The picture ${url.href} is at a private or local address.`);
  } else if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PictureProblem(`The picture ${url.href} is not at an http or https address.`);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = { method: 'GET', headers: { 'user-agent': 'Plinth-Import/1', accept: 'image/*,*/*;q=0.5' }, timeout: options.timeoutMs ?? 20_000 };
  if (!allowed) requestOptions.lookup = guardedLookup({ allowLoopback: false }) as RequestOptions['lookup'];
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = send(url, requestOptions, resolve);
    request.on('timeout', () => request.destroy(new PictureProblem(`The picture ${url.href} did not answer in time.`)));
    request.on('error', (error) => reject(error instanceof PictureProblem ? error : new PictureProblem(`The picture ${url.href} could not be fetched: ${(error as NodeJS.ErrnoException).code === 'EADDRNOTALLOWED' ? 'its host is at a private or local address' : error.message}.`)));
    request.end();
  });
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400 && response.headers.location) {
    response.resume();
    if (redirectsLeft === 0) throw new PictureProblem(`The picture ${url.href} redirects too many times.`);
    return fetchPicture(new URL(response.headers.location, url).href, options, redirectsLeft - 1);
  }
  if (status !== 200) {
    response.resume();
    throw new PictureProblem(`The picture ${url.href} could not be fetched: the server answered ${status}.`);
  }
  return { stream: response, fileName: fileNameOf(url) };
}
