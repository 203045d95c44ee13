import { randomBytes } from 'node:crypto';

/** An answer: status and the JSON body (null when the body is not JSON). */
export interface HttpAnswer {
  status: number;
  body: any;
}

/** The request never got an answer (the server died under it): nobody knows whether it happened. */
export class NoAnswer extends Error {}

/**
 * One browser's worth of state against the server under test: its cookies (the crumb, then the cart
 * or owner session the server sets) and the crumb echoed in X-CSRF-Token, as the islands do. The
 * server's address is read on every call: it changes each time the server is restarted.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  readonly crumb = randomBytes(18).toString('base64url');
  readonly #baseURL: () => string;

  constructor(baseURL: () => string) {
    this.#baseURL = baseURL;
    this.cookies.set('crumb', this.crumb);
  }

  /** Sends JSON (or a multipart FormData); throws {@link NoAnswer} when the connection dies. */
  async send(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = { 'x-csrf-token': this.crumb, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.#baseURL()}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(30_000) });
      text = await response.text();
    } catch (error) {
      throw new NoAnswer(`${method} ${path}: ${(error as Error).message}`);
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';', 1);
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // an HTML page or plain text
    }
    return { status: response.status, body: parsed };
  }
}
