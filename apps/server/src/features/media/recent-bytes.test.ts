import { describe, expect, it } from 'vitest';
import { recentBytes } from './recent-bytes.ts';

describe('recentBytes', () => {
  it('keeps what fits the budget, dropping the least recently used first, and never a too-large entry', () => {
    const recent = recentBytes(10, 6);
    recent.set('a', Buffer.alloc(4));
    recent.set('b', Buffer.alloc(4));
    expect(recent.get('a')?.length).toBe(4);
    recent.set('c', Buffer.alloc(4));
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')).toBeDefined();
    expect(recent.get('c')).toBeDefined();
    recent.set('big', Buffer.alloc(7));
    expect(recent.get('big')).toBeUndefined();
  });
});
