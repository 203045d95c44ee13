import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { MAX_BATCH_COMPRESSED_BYTES, MOCK_RECORDING_ID } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { gzip, MAX_REQUEST_BYTES, packEvents } from './compress.ts';
import { MOCK_ID } from './start.ts';

/** Text that compresses badly (as a page's varied DOM does), so sizes add up quickly. */
const noise = (length: number, _seed: number) => randomBytes(length).toString('base64').slice(0, length);

describe('packEvents', () => {
  it('gzips a batch the server can read back', async () => {
    const [body] = await packEvents([{ type: 4, data: {}, timestamp: 1 }]);
    expect(JSON.parse(gunzipSync(body as Uint8Array).toString())).toEqual([{ type: 4, data: {}, timestamp: 1 }]);
  });

  it('keeps every request under the keep-alive limit, splitting a big batch in order', async () => {
    expect(MAX_REQUEST_BYTES).toBeLessThanOrEqual(MAX_BATCH_COMPRESSED_BYTES);
    const events = Array.from({ length: 40 }, (_, i) => ({ type: 3, data: { text: noise(5000, i) }, timestamp: i }));
    const bodies = await packEvents(events);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
    const back = bodies.flatMap((body) => JSON.parse(gunzipSync(body).toString()) as Array<{ timestamp: number }>);
    expect(back.map((event) => event.timestamp)).toEqual(events.map((event) => event.timestamp));
  });

  it('leaves out a single event that can never fit', async () => {
    const bodies = await packEvents([{ type: 2, data: { text: noise(200_000, 1) }, timestamp: 1 }, { type: 4, data: {}, timestamp: 2 }]);
    expect(bodies.map((body) => JSON.parse(gunzipSync(body).toString()))).toEqual([[{ type: 4, data: {}, timestamp: 2 }]]);
    expect((await gzip('x')).length).toBeGreaterThan(0);
  });

  it('knows the mock id of the contract', () => {
    expect(MOCK_ID).toBe(MOCK_RECORDING_ID);
  });
});
