/**
 * One file sent to the server with XMLHttpRequest, because fetch reports no upload progress: the
 * file manager draws a progress bar per file from `upload.onprogress` and cancels with `abort()`.
 * Each way an upload can end becomes the platform.md §8 sentence the owner reads.
 */
import { readCookie } from '@plinth/platform';
import { MEDIA_WORDS } from './media-words.ts';

/** Why an upload did not give an answer. */
export type UploadFailureKind = 'cancelled' | 'network' | 'incomplete' | 'refused' | 'no-data';

/** An upload that ended without a usable answer; `message` is what the owner reads. */
export class UploadFailure extends Error {
  readonly kind: UploadFailureKind;
  readonly status: number;
  constructor(kind: UploadFailureKind, message: string, status = 0) {
    super(message);
    this.name = 'UploadFailure';
    this.kind = kind;
    this.status = status;
  }
}

/** What {@link startUpload} sends. */
export interface UploadRequest {
  method?: 'POST' | 'PUT';
  url: string;
  file: File;
  /** The multipart field the server reads. @default 'file' */
  field?: string;
  /** Bytes sent so far of `total`. */
  onProgress?(loaded: number, total: number): void;
}

/** An upload in flight: its answer, and the means to cancel it. */
export interface RunningUpload<T> {
  answer: Promise<T>;
  cancel(): void;
}

/** The browser parts an upload uses (tests hand in their own). */
export interface UploadBrowser {
  xhr(): XMLHttpRequest;
  cookies(): string;
}

const defaultBrowser: UploadBrowser = { xhr: () => new XMLHttpRequest(), cookies: () => document.cookie };

/** The server's `{ error: { message } }`, if the body is one. */
function refusalMessage(text: string): string | null {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

/**
 * Starts a multipart upload with the crumb in `X-CSRF-Token`, as every owner write carries it.
 * @example const upload = startUpload({ url: urlFor('uploadMedia'), file, onProgress: (l, t) => setBar(l / t) });
 *          upload.cancel(); // the answer rejects with an UploadFailure of kind 'cancelled'
 */
export function startUpload<T>(request: UploadRequest, browser: UploadBrowser = defaultBrowser): RunningUpload<T> {
  const xhr = browser.xhr();
  const answer = new Promise<T>((resolve, reject) => {
    xhr.open(request.method ?? 'POST', request.url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', readCookie(browser.cookies(), 'crumb') ?? '');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
    };
    xhr.onabort = () => reject(new UploadFailure('cancelled', MEDIA_WORDS.processingCancelled));
    xhr.onerror = () => reject(new UploadFailure('network', MEDIA_WORDS.errorUploading));
    xhr.ontimeout = () => reject(new UploadFailure('incomplete', MEDIA_WORDS.uploadFailedToComplete));
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        // A refusal that explains itself (too large, not a supported type) is shown as it is.
        reject(new UploadFailure('refused', refusalMessage(text) ?? MEDIA_WORDS.errorUploading, xhr.status));
        return;
      }
      try {
        const body = JSON.parse(text) as T;
        if (body === null || typeof body !== 'object') throw new Error('empty');
        resolve(body);
      } catch {
        reject(new UploadFailure('no-data', MEDIA_WORDS.noJobResponse, xhr.status));
      }
    };
    const form = new FormData();
    form.append(request.field ?? 'file', request.file, request.file.name);
    xhr.send(form);
  });
  return { answer, cancel: () => xhr.abort() };
}
