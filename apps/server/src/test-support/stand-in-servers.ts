import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * Servers the tests talk to for real, on 127.0.0.1 at a free port: an SMTP server that keeps what it
 * receives, and a hosted-captcha verify endpoint that accepts one token.
 */

/** A message the test SMTP server received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** The recipient domain the test SMTP server refuses ('Mailbox unavailable'), to test failed deliveries. */
export const REFUSED_MAIL_DOMAIN = 'refused.test';

/** Starts an SMTP server; `received` fills as messages arrive. */
export function startTestSmtp(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${REFUSED_MAIL_DOMAIN}`)) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

/** Decodes quoted-printable soft breaks and escapes, enough to search a raw message's parts. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A captcha verify endpoint (the hosted providers' protocol): `success` only for `goodToken`. */
export function startTestCaptchaVerifier(goodToken: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      const token = new URLSearchParams(body).get('response');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: token === goodToken }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/verify`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}
