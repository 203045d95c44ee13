import { createGunzip } from 'node:zlib';
import { MAX_BATCH_BYTES } from '@plinth/api';
import { AppError } from '../../infra/errors/app-error.ts';
import { MESSAGES } from './messages.ts';

/*
 * A recording batch arrives gzip-compressed (the browser's CompressionStream). It is inflated as a
 * stream and abandoned the moment it passes the limit, so a zip bomb (a few kB that inflate to
 * gigabytes) costs at most `limit` bytes of memory and never reaches the JSON parser.
 */

/**
 * The text of a gzip `body`, inflated up to `limit` bytes.
 * @throws AppError INVALID when it is not gzip or inflates past `limit`
 */
export function inflateBatch(body: Uint8Array, limit = MAX_BATCH_BYTES): Promise<string> {
  if (body.length < 2 || body[0] !== 0x1f || body[1] !== 0x8b) return Promise.reject(new AppError('INVALID', MESSAGES.notGzip));
  return new Promise((resolve, reject) => {
    const gunzip = createGunzip();
    const parts: Buffer[] = [];
    let size = 0;
    let done = false;
    const fail = (error: AppError) => {
      if (done) return;
      done = true;
      gunzip.destroy();
      reject(error);
    };
    gunzip.on('data', (part: Buffer) => {
      size += part.length;
      if (size > limit) return fail(new AppError('INVALID', MESSAGES.tooLargeInflated));
      parts.push(part);
    });
    gunzip.on('error', () => fail(new AppError('INVALID', MESSAGES.notGzip)));
    gunzip.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(parts, size).toString('utf8'));
    });
    gunzip.end(body);
  });
}
