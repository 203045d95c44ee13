import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/*
 * Multipart uploads read with one helper, so a broken body is a 400 that says what is broken, never
 * the parser's error escaping as a 500. @fastify/multipart (busboy underneath) reports a missing
 * boundary, a body cut short or a limit with errors of its own; `readMultipart` turns each into a
 * refusal naming the problem, and lets the route's own refusals through as they are.
 */

const PREFIX = 'The upload is not valid multipart/form-data';

/** What a broken multipart body is told (exported for tests and for routes that refuse a part). */
export const MULTIPART_TEXT = {
  notMultipart: 'Send the files as multipart/form-data.',
  noBoundary: `${PREFIX}: the boundary is missing.`,
  badBoundary: `${PREFIX}: the boundary must be 1 to 70 characters.`,
  boundaryNotFound: `${PREFIX}: the body does not contain the boundary that its Content-Type names.`,
  cutInHeaders: `${PREFIX}: the body ended inside the headers of a part.`,
  cutInFile: `${PREFIX}: the body ended before the file was complete.`,
  noClosingBoundary: `${PREFIX}: the body ended without its closing boundary.`,
  closedEarly: 'The upload was cut off: the connection closed before the body was complete.',
  reservedName: `${PREFIX}: a part is named after a built-in property (such as __proto__).`,
  badJsonField: `${PREFIX}: a field declared as JSON is not valid JSON.`,
  tooManyParts: 'The upload has too many parts.',
  tooManyFiles: (max: number) => `The upload has too many files: at most ${max} at once.`,
  tooManyFields: 'The upload has too many fields.',
  fieldForFile: (name: string) => `The part "${name}" is a text field, not a file: a file part needs a filename.`,
} as const;

/** A refusal with its own 4xx status (the error handler sends a 4xx error's status and message as they are). */
class TooLarge extends Error {
  readonly statusCode = 413;
}

/** The boundary named by a multipart Content-Type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]*)"|([^\s;]*))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The tail of the body and whether the boundary was ever seen, watched while busboy reads it. */
interface BodyWatch {
  sawDelimiter: boolean;
  tail: Buffer;
}

const TAIL_BYTES = 4096;

function watchBody(request: FastifyRequest, delimiter: Buffer): BodyWatch {
  const watch: BodyWatch = { sawDelimiter: false, tail: Buffer.alloc(0) };
  request.raw.on('data', (chunk: Buffer) => {
    const joined = Buffer.concat([watch.tail, chunk.subarray(-TAIL_BYTES)]);
    if (!watch.sawDelimiter) watch.sawDelimiter = Buffer.concat([watch.tail.subarray(-delimiter.length), chunk]).includes(delimiter);
    watch.tail = joined.subarray(-TAIL_BYTES);
  });
  return watch;
}

/**
 * Where a body that ended early stopped, read from its last bytes: before any boundary, inside the
 * headers of a part, inside a part (`lastPart`, the part being read, says a file or a field), or
 * right after a boundary that was not the closing one.
 */
function whereItEnded(watch: BodyWatch | undefined, delimiter: Buffer, inFile: boolean): string {
  if (watch && !watch.sawDelimiter) return MULTIPART_TEXT.boundaryNotFound;
  const last = watch ? watch.tail.lastIndexOf(delimiter) : -1;
  // The last boundary is further back than the tail: the body ended inside a long part.
  if (!watch || last < 0) return inFile ? MULTIPART_TEXT.cutInFile : MULTIPART_TEXT.noClosingBoundary;
  const rest = watch.tail.subarray(last + delimiter.length).toString('latin1');
  if (rest.trim() === '' || rest.startsWith('--')) return MULTIPART_TEXT.noClosingBoundary;
  if (!rest.includes('\r\n\r\n')) return MULTIPART_TEXT.cutInHeaders;
  return inFile ? MULTIPART_TEXT.cutInFile : MULTIPART_TEXT.noClosingBoundary;
}

/** The refusal for an error of the multipart parser, or undefined for any other error. */
function refusalOf(error: unknown, watch: BodyWatch | undefined, delimiter: Buffer, inFile: boolean, maxFiles: number | undefined): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  switch ((error as { code?: string }).code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('INVALID', MULTIPART_TEXT.notMultipart);
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('INVALID', MULTIPART_TEXT.closedEarly);
    case 'FST_PROTO_VIOLATION':
      return new AppError('INVALID', MULTIPART_TEXT.reservedName);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('INVALID', MULTIPART_TEXT.badJsonField);
    case 'FST_PARTS_LIMIT':
      return new TooLarge(MULTIPART_TEXT.tooManyParts);
    case 'FST_FILES_LIMIT':
      return new TooLarge(maxFiles ? MULTIPART_TEXT.tooManyFiles(maxFiles) : MULTIPART_TEXT.tooManyParts);
    case 'FST_FIELDS_LIMIT':
      return new TooLarge(MULTIPART_TEXT.tooManyFields);
  }
  const message = error.message;
  if (message === 'Multipart: Boundary not found') return new AppError('INVALID', MULTIPART_TEXT.noBoundary);
  if (/needle/i.test(message)) return new AppError('INVALID', MULTIPART_TEXT.badBoundary);
  if (/terminated early/.test(message) || message === 'Unexpected end of multipart data') return new AppError('INVALID', whereItEnded(watch, delimiter, inFile));
  // The connection closed mid-body (the file stream is destroyed with 'aborted' or a premature close).
  if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted') return new AppError('INVALID', MULTIPART_TEXT.closedEarly);
  return undefined;
}

/** How a route reads its multipart body. */
export interface ReadMultipartOptions {
  /** The files limit registered with @fastify/multipart, named in the refusal past it. */
  maxFiles?: number;
}

/**
 * Reads a multipart/form-data body part by part, handing each to `onPart` (which must read or drain
 * a file part's stream before it returns; one it leaves unread is drained). Any error of the parser
 * (no or a bad boundary, a body cut inside a part's headers or a file, no closing boundary, a
 * connection closed early, a limit) is thrown as a 4xx whose message names it; `onPart`'s own
 * errors go through as they are. Resolves once the whole body has been read intact, so a route that
 * keeps what it received until then stores nothing of a broken body.
 * @example await readMultipart(request, async (part) => { if (part.type === 'file') files.push(await receive(part.file)); });
 */
export async function readMultipart(request: FastifyRequest, onPart: (part: Multipart) => Promise<void> | void, options: ReadMultipartOptions = {}): Promise<void> {
  if (!request.isMultipart()) throw new AppError('INVALID', MULTIPART_TEXT.notMultipart);
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) throw new AppError('INVALID', MULTIPART_TEXT.noBoundary);
  if (boundary.length > 70) throw new AppError('INVALID', MULTIPART_TEXT.badBoundary);
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const parts = request.parts();
  let watch: BodyWatch | undefined;
  let inFile = false;
  try {
    // The first next() pipes the request into the parser: only then may the body be watched too
    // (a 'data' listener before the pipe would let the body flow past the parser).
    let next = parts.next();
    watch = watchBody(request, delimiter);
    for (let result = await next; !result.done; result = await next) {
      const part = result.value;
      // The part being read when the body ends: a file cut short, or a field.
      inFile = part.type === 'file';
      await onPart(part);
      if (part.type === 'file' && !part.file.readableEnded) {
        part.file.resume();
        await new Promise<void>((resolve, reject) => part.file.once('end', resolve).once('error', reject));
      }
      next = parts.next();
    }
  } catch (error) {
    throw refusalOf(error, watch, delimiter, inFile, options.maxFiles) ?? error;
  }
}
