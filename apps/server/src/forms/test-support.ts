import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { createForm, type FormInput } from '../db/forms.ts';
import { defaultSiteId } from '../owner/test-owner.ts';
import type { TestStore, Visitor } from '../test-support/test-app.ts';

/* Test helpers for the form routes: a real SMTP server, throwaway forms, and the island's save sequence. */

/** A message the in-process SMTP server received. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export function startSmtp(): Promise<{ server: SMTPServer; url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** Decodes quoted-printable soft breaks and escapes, enough to search a raw message's parts. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Creates a form on the demo site; returns its id. */
export async function addForm(store: TestStore, input: FormInput): Promise<string> {
  return createForm(store.db, await defaultSiteId(store.db), input);
}

/** A key from `POST /api/form/FormSubmissionKey`. */
export async function fetchKey(visitor: Visitor): Promise<string> {
  const response = await visitor.send('POST', '/api/form/FormSubmissionKey');
  if (response.statusCode !== 200) throw new Error(`FormSubmissionKey answered ${response.statusCode}: ${response.body}`);
  return response.json().key as string;
}

/** The island's sequence: fetch a key, then save `values` (extra payload properties override). */
export async function submitForm(visitor: Visitor, formId: string, values: unknown, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  const key = await fetchKey(visitor);
  return visitor.send('POST', '/api/form/SaveFormSubmission', {
    key,
    formId,
    form: JSON.stringify(values),
    pageTitle: 'Contact',
    pageId: 'page-1',
    contentSource: 'c',
    pagePath: '/contact',
    ...extra,
  });
}
