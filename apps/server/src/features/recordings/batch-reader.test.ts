import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateBatch } from './batch-reader.ts';

describe('inflateBatch', () => {
  it('reads a gzip batch back to its text', async () => {
    expect(await inflateBatch(gzipSync('[{"type":4}]'))).toBe('[{"type":4}]');
  });

  it('refuses a body that is not gzip, and a broken stream', async () => {
    await expect(inflateBatch(Buffer.from('[{"type":4}]'))).rejects.toThrow('The batch must be a gzip stream (application/octet-stream).');
    await expect(inflateBatch(gzipSync('x'.repeat(1000)).subarray(0, 20))).rejects.toThrow('The batch must be a gzip stream');
  });

  it('stops a zip bomb at the limit: 20 MB of zeros in 20 kB is refused without inflating it all', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    await expect(inflateBatch(bomb)).rejects.toThrow('The batch inflates past the limit.');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    await expect(inflateBatch(gzipSync('y'.repeat(101)), 100)).rejects.toThrow('inflates past the limit');
    expect(await inflateBatch(gzipSync('y'.repeat(100)), 100)).toHaveLength(100);
  });
});
