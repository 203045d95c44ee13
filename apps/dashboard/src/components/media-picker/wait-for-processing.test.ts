import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiByUrl } from '../../test-support/fake-api.ts';
import type { MediaFile, MediaJob } from './media-api.ts';
import { waitForProcessing } from './wait-for-processing.ts';

const file = { id: 'm1', fileName: 'a.jpg', status: 'ready' } as MediaFile;
/** An API that answers the job route with the given answers in turn (the last one repeats). */
function jobs(...answers: unknown[]): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const api = fakeApiByUrl({
    get: (path) => {
      calls.push(path);
      return answers.length > 1 ? answers.shift() : answers[0];
    },
    send: () => Promise.reject(new Error('no writes')),
  });
  return Object.assign(api, { calls });
}
const job = (status: MediaJob['status'], extra: Partial<MediaJob> = {}) => ({ job: { id: 'm1', status, message: null, file: null, ...extra } });
const instant = { sleep: async () => {}, intervalMs: 1 };
const reason = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: Error) => e.message);

describe('waitForProcessing', () => {
  it('polls the job until the file is ready', async () => {
    const api = jobs(job('processing'), job('processing'), job('ready', { file }));
    expect(await waitForProcessing(api, 'm1', instant)).toBe(file);
    expect(api.calls).toEqual(['/api/owner/media/m1/job', '/api/owner/media/m1/job', '/api/owner/media/m1/job']);
  });

  it("says the job's own message when it failed or was cancelled, else the spec's", async () => {
    expect(await reason(waitForProcessing(jobs(job('failed', { message: 'File processing failed to complete.' })), 'm1', instant))).toBe('File processing failed to complete.');
    expect(await reason(waitForProcessing(jobs(job('failed')), 'm1', instant))).toBe('File processing failed.');
    expect(await reason(waitForProcessing(jobs(job('cancelled')), 'm1', instant))).toBe('File processing cancelled.');
  });

  it('gives up after the timeout, and names an empty answer', async () => {
    let clock = 0;
    const slow = waitForProcessing(jobs(job('processing')), 'm1', { ...instant, timeoutMs: 5, now: () => (clock += 2) });
    expect(await reason(slow)).toBe('File processing failed to complete.');
    expect(await reason(waitForProcessing(jobs({}), 'm1', instant))).toBe('No response data from job request.');
    expect(await reason(waitForProcessing(jobs(job('ready')), 'm1', instant))).toBe('No response data from job request.');
  });

  it('stops when the owner cancels', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await reason(waitForProcessing(jobs(job('processing')), 'm1', { ...instant, signal: controller.signal }))).toBe('File processing cancelled.');
  });
});
