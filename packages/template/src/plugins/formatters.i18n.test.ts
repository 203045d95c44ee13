import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGE_CACHE_LIMIT, messageCacheSize } from './messageformat.ts';

describe('message cache', () => {
  it(`keeps at most ${MESSAGE_CACHE_LIMIT} parsed patterns`, () => {
    for (let i = 0; i < 250; i++) expect(formatMessage(`#${i} {0}`, { locale: 'en', zone: null, args: { 0: 'x' } })).toBe(`#${i} x`);
    expect(messageCacheSize()).toBe(MESSAGE_CACHE_LIMIT);
  });
});
