import { gunzipSync, gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LEAVING_BUDGET_BYTES, packEventsSync, RecordingUploader } from './uploader.ts';

const events = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ type: 3, data: { source: 2 }, timestamp: from + i }));
const read = (body: Uint8Array) => JSON.parse(new TextDecoder().decode(gunzipSync(body))) as Array<{ timestamp: number }>;

/** A post that records what it was given, in order. */
function recorder() {
  const posted: Array<{ events: Array<{ timestamp: number }>; keepalive: boolean }> = [];
  return { posted, post: async (body: Uint8Array, keepalive: boolean) => void posted.push({ events: read(body), keepalive }) };
}

describe('the recording uploader', () => {
  it('posts the last batch before returning, by keep-alive request, when the page is left', () => {
    const { posted, post } = recorder();
    const uploader = new RecordingUploader(post, gzipSync);
    uploader.send(events(3), true);
    expect(posted).toEqual([{ events: events(3), keepalive: true }]);
  });

  it('takes over a batch still being compressed: its events leave with the last one, once', async () => {
    const { posted, post } = recorder();
    let finish: () => void = () => undefined;
    const slowGzip = (text: string) => new Promise<Uint8Array>((resolve) => (finish = () => resolve(gzipSync(new TextEncoder().encode(text)))));
    const uploader = new RecordingUploader(post, gzipSync, slowGzip);
    uploader.send(events(2), false);
    await Promise.resolve();
    uploader.send(events(2, 10), true); // the page goes before the first gzip ends
    finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted).toEqual([{ events: [...events(2), ...events(2, 10)], keepalive: true }]);
  });

  it('posts batches made while the page lives in order, off the keep-alive budget', async () => {
    const { posted, post } = recorder();
    const uploader = new RecordingUploader(post, gzipSync, async (text) => gzipSync(new TextEncoder().encode(text)));
    uploader.send(events(2), false);
    uploader.send(events(2, 5), false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted.map((p) => [p.events[0]!.timestamp, p.keepalive])).toEqual([[0, false], [5, false]]);
  });

  it('halves a leaving batch too large for one request, and posts only what keep-alive takes', () => {
    const big = Array.from({ length: 40 }, (_, i) => ({ type: 3, data: { noise: crypto.getRandomValues(new Uint8Array(3000)).join(',') }, timestamp: i }));
    const bodies = packEventsSync(big, gzipSync);
    expect(bodies.length).toBeGreaterThan(1);
    const { posted, post } = recorder();
    new RecordingUploader(post, gzipSync).send(big, true);
    const sent = posted.reduce((n, p) => n + p.events.length, 0);
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(40);
    expect(posted.every((p) => p.keepalive)).toBe(true);
    expect(posted.map((p) => p.events[0]!.timestamp)).toEqual([...posted.map((p) => p.events[0]!.timestamp)].sort((a, b) => a - b));
    expect(LEAVING_BUDGET_BYTES).toBeLessThanOrEqual(64 * 1024);
  });
});
