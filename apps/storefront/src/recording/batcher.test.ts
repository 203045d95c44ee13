import { describe, expect, it, vi } from 'vitest';
import { FLUSH_EVENTS, FLUSH_MS, FULL_SNAPSHOT, RecordingBatcher } from './batcher.ts';

describe('RecordingBatcher', () => {
  it('flushes every 100 events, every 10 s, and on leaving, in order', () => {
    vi.useFakeTimers();
    try {
      const sent: Array<{ events: unknown[]; leaving: boolean }> = [];
      const batcher = new RecordingBatcher((events, leaving) => sent.push({ events, leaving }));
      for (let i = 0; i < FLUSH_EVENTS + 3; i++) batcher.add(i);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.events).toHaveLength(100);
      vi.advanceTimersByTime(FLUSH_MS - 1);
      expect(sent).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(sent[1]).toEqual({ events: [100, 101, 102], leaving: false });
      batcher.add('last');
      batcher.flush(true);
      expect(sent[2]).toEqual({ events: ['last'], leaving: true });
      batcher.flush(true);
      vi.advanceTimersByTime(FLUSH_MS * 2);
      expect(sent).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('flushes at once after a full snapshot, so a page left a few seconds later has its DOM stored', () => {
    const sent: unknown[][] = [];
    const batcher = new RecordingBatcher((events) => sent.push(events));
    batcher.add({ type: 4, data: {}, timestamp: 1 });
    expect(sent).toHaveLength(0);
    batcher.add({ type: FULL_SNAPSHOT, data: {}, timestamp: 2 });
    expect(sent).toEqual([[{ type: 4, data: {}, timestamp: 1 }, { type: 2, data: {}, timestamp: 2 }]]);
    batcher.flush(true);
  });
});
