import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus.ts';

interface TestEvents {
  said: { payload: { word: string }; answer: string };
}

describe('event bus', () => {
  it('runs subscribers in the order they were added, one after the other, and answers their answers', async () => {
    const bus = createEventBus<TestEvents>();
    const seen: string[] = [];
    bus.on('said', async ({ word }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${word}`);
      return 'a';
    });
    bus.on('said', async ({ word }) => {
      seen.push(`second ${word}`);
      return 'b';
    });
    expect(await bus.emit('said', { word: 'hi' })).toEqual(['a', 'b']);
    expect(seen).toEqual(['first hi', 'second hi']);
  });

  it('answers nothing without subscribers, and a subscriber failure is the emitter’s', async () => {
    const bus = createEventBus<TestEvents>();
    expect(await bus.emit('said', { word: 'hi' })).toEqual([]);
    bus.on('said', async () => {
      throw new Error('no');
    });
    await expect(bus.emit('said', { word: 'hi' })).rejects.toThrow('no');
  });
});
