import { describe, expect, it } from 'vitest';
import { EventBuffer, estimateRowBytes } from './event-buffer.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('EventBuffer', () => {
  it('writes a full batch at once, in one call', async () => {
    const batches: number[][] = [];
    const buffer = new EventBuffer<number>({ write: async (rows) => void batches.push(rows), maxRows: 3, intervalMs: 60_000 });
    for (const n of [1, 2, 3, 4]) buffer.add(n);
    await pause(0);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(buffer.pending).toBe(1);
    await buffer.close();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('writes what waits after the interval, without being asked', async () => {
    const batches: number[][] = [];
    const buffer = new EventBuffer<number>({ write: async (rows) => void batches.push(rows), intervalMs: 20 });
    buffer.add(1);
    buffer.add(2);
    expect(batches).toEqual([]);
    await pause(60);
    expect(batches).toEqual([[1, 2]]);
  });

  it('close() waits for a write in progress and the rest, then refuses rows', async () => {
    const written: number[] = [];
    const buffer = new EventBuffer<number>({
      write: async (rows) => {
        await pause(20);
        written.push(...rows);
      },
      maxRows: 2,
      intervalMs: 60_000,
    });
    for (const n of [1, 2, 3]) buffer.add(n);
    await buffer.close();
    expect(written).toEqual([1, 2, 3]);
    expect(() => buffer.add(4)).toThrow('The analytics buffer is closed.');
  });

  it('a failed batch is written row by row, losing only the rows that fail, and says how many', async () => {
    const written: number[] = [];
    const errors: number[] = [];
    const buffer = new EventBuffer<number>({
      write: async () => {
        throw new Error('batch failed');
      },
      writeOne: async ([n]) => {
        if (n === 2) throw new Error('bad row');
        written.push(n as number);
      },
      onError: (_error, lost) => errors.push(lost),
      intervalMs: 60_000,
    });
    for (const n of [1, 2, 3]) buffer.add(n);
    await buffer.flush();
    expect(written).toEqual([1, 3]);
    expect(errors).toEqual([1]);
  });
});

describe('EventBuffer byte budget', () => {
  it('refuses rows past the budget, counts them, and takes rows again once the backlog is written', async () => {
    // The database is slow: no write ends until released, and then all do.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const written: number[] = [];
    const buffer = new EventBuffer<number>({
      write: async (rows) => {
        await released;
        written.push(...rows);
      },
      sizeOf: () => 100,
      maxBytes: 300,
      maxRows: 2,
      intervalMs: 60_000,
    });
    expect([1, 2, 3].map((n) => buffer.add(n))).toEqual([true, true, true]);
    // Two rows are being written (slowly), one waits: the budget of three rows is spent.
    expect(buffer.add(4)).toBe(false);
    expect(buffer.addAll([5, 6])).toBe(false);
    expect(buffer.refused).toBe(3);
    expect(buffer.bytes).toBe(300);
    release();
    await buffer.flush();
    expect(written).toEqual([1, 2, 3]);
    expect(buffer.bytes).toBe(0);
    expect(buffer.add(7)).toBe(true);
    await buffer.close();
    expect(written).toEqual([1, 2, 3, 7]);
    expect(buffer.bytes).toBe(0);
  });

  it('addAll keeps all the rows of one call or none', () => {
    const buffer = new EventBuffer<number>({ write: async () => {}, sizeOf: () => 100, maxBytes: 250, intervalMs: 60_000 });
    expect(buffer.addAll([1, 2, 3])).toBe(false);
    expect(buffer.pending).toBe(0);
    expect(buffer.addAll([1, 2])).toBe(true);
    expect(buffer.pending).toBe(2);
  });

  it('estimates a row by its strings', () => {
    expect(estimateRowBytes({ a: 'x'.repeat(1000), b: 1 })).toBeGreaterThan(2000);
    expect(estimateRowBytes({ a: 'x' })).toBeLessThan(200);
  });
});
