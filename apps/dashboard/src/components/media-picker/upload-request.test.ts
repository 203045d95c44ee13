import { describe, expect, it } from 'vitest';
import { startUpload, UploadFailure, type UploadBrowser } from './upload-request.ts';

/** A stand-in for the browser's XMLHttpRequest that records what was sent and ends as the test says. */
class FakeXhr {
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  method = '';
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const file = new File(['abc'], 'beach.jpg', { type: 'image/jpeg' });
function begin() {
  const xhr = new FakeXhr();
  const browser: UploadBrowser = { xhr: () => xhr as unknown as XMLHttpRequest, cookies: () => 'a=1; crumb=c-123' };
  const progress: number[][] = [];
  const upload = startUpload<{ files: unknown[] }>({ url: '/api/owner/media', file, onProgress: (loaded, total) => progress.push([loaded, total]) }, browser);
  return { xhr, upload, progress };
}
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: UploadFailure) => ({ kind: error.kind, message: error.message, status: error.status }));

describe('startUpload', () => {
  it('posts the file as multipart with the crumb and reports progress', async () => {
    const { xhr, upload, progress } = begin();
    expect(xhr.method).toBe('POST');
    expect(xhr.headers['x-csrf-token']).toBe('c-123');
    expect((xhr.sent?.get('file') as File).name).toBe('beach.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.answer(201, '{"files":[]}');
    expect(await upload.answer).toEqual({ files: [] });
    expect(progress).toEqual([[1, 3]]);
  });

  it('says the upload was cancelled when the owner cancels', async () => {
    const { upload } = begin();
    upload.cancel();
    expect(await failure(upload.answer)).toEqual({ kind: 'cancelled', message: 'File processing cancelled.', status: 0 });
  });

  it("shows the server's refusal, or 'Error uploading.' when it gives none", async () => {
    const big = begin();
    big.xhr.answer(413, JSON.stringify({ error: { message: 'The file beach.jpg is too large; the maximum allowed file size is 20 MB.' } }));
    expect(await failure(big.upload.answer)).toEqual({ kind: 'refused', message: 'The file beach.jpg is too large; the maximum allowed file size is 20 MB.', status: 413 });
    const proxy = begin();
    proxy.xhr.answer(502, '<html>Bad gateway</html>');
    expect(await failure(proxy.upload.answer)).toMatchObject({ message: 'Error uploading.', status: 502 });
  });

  it('names a lost connection, a timeout and an empty answer', async () => {
    const lost = begin();
    lost.xhr.onerror?.();
    expect(await failure(lost.upload.answer)).toMatchObject({ kind: 'network', message: 'Error uploading.' });
    const slow = begin();
    slow.xhr.ontimeout?.();
    expect(await failure(slow.upload.answer)).toMatchObject({ kind: 'incomplete', message: 'File upload failed to complete.' });
    const empty = begin();
    empty.xhr.answer(200, '');
    expect(await failure(empty.upload.answer)).toMatchObject({ kind: 'no-data', message: 'No response data from job request.' });
  });
});
