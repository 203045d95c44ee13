import { connect } from 'node:net';

/*
 * One HTTP/1.1 request written byte for byte on a real socket, for bodies Fastify's inject cannot
 * send as a client would (a body cut short, a connection closed mid-body): inject hands the payload
 * over whole and skips Node's HTTP parser.
 */

/** The server's answer: status, head (lower-cased names) and body; status 0 when it sent nothing. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Content-Length to declare (the body's length by default: a complete request of a broken body). */
  declaredLength?: number;
  /** Close the connection this many ms after writing, without waiting for an answer (a client that gave up). */
  hangUpAfterMs?: number;
}

/** Sends `request` to 127.0.0.1:`port` and resolves with the answer once its body is complete or the socket closes. */
export function rawHttp(port: number, request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const text = received.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: split < 0 ? '' : text.slice(split + 4) });
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, split))?.[1];
      if (split >= 0 && length !== undefined && received.length - split - 4 >= Number(length)) finish();
    });
    socket.on('close', finish);
    // The server may refuse and close before everything was written: the answer is what matters.
    socket.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? finish() : reject(error)));
    socket.on('connect', () => {
      const headers = { host: 'localhost', ...request.headers, 'content-length': String(request.declaredLength ?? request.body.length) };
      const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), request.body]));
      if (request.hangUpAfterMs !== undefined) setTimeout(finish, request.hangUpAfterMs);
    });
  });
}
