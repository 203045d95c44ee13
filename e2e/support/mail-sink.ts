import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A test SMTP server that keeps every message it receives as a file. */
export interface MailSink {
  /** `smtp://127.0.0.1:<port>`: the `SMTP_URL` to give the Plinth server. */
  url: string;
  port: number;
  /** Folder with one `<n>.eml` (raw RFC 822, as received) per message, n = 1, 2, … */
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts an SMTP sink on loopback: no AUTH, no STARTTLS, every sender and
 * recipient accepted. A message's file is complete before the server answers
 * the DATA command, so once nodemailer's `sendMail` has resolved its `.eml` is there
 * (written to a temporary name first, then renamed: a reader never sees half).
 */
export async function startMailSink(): Promise<MailSink> {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          count += 1;
          const file = join(dir, `${count}.eml`);
          writeFileSync(`${file}.part`, Buffer.concat(chunks));
          renameSync(`${file}.part`, file);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // Later socket errors (a client hanging up) must not crash the test run.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    dir,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
