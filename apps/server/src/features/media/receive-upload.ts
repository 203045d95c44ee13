import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_MESSAGES } from '@plinth/api';

/** A refusal with its own status: Fastify's error handler sends a 4xx error's status and message as they are. */
export class FileTooLargeError extends Error {
  readonly statusCode = 413;
}

/** An upload on local disk, waiting to be stored. */
export interface ReceivedFile {
  path: string;
  size: number;
  /** Deletes the temp file (always call it, in a finally). */
  discard(): Promise<void>;
}

/**
 * Streams an uploaded file to a temp file, counting: past `maxBytes` the stream stops, the partial
 * temp file is deleted and a FileTooLargeError (413) carries the spec's message. Memory holds one
 * chunk at a time, whatever the file's size.
 */
export async function receiveUpload(source: Readable, fileName: string, maxBytes: number): Promise<ReceivedFile> {
  const path = join(tmpdir(), `plinth-upload-${randomBytes(8).toString('hex')}`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new FileTooLargeError(MEDIA_MESSAGES.tooLarge(fileName, maxBytes)));
      else done(null, chunk);
    },
  });
  const discard = () => rm(path, { force: true });
  try {
    await pipeline(source, counter, createWriteStream(path));
    // The multipart parser truncates at its own limit (one byte past ours) without an error.
    if ((source as { truncated?: boolean }).truncated) throw new FileTooLargeError(MEDIA_MESSAGES.tooLarge(fileName, maxBytes));
  } catch (error) {
    await discard();
    source.resume();
    throw error;
  }
  return { path, size, discard };
}
