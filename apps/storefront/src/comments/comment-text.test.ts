import { describe, expect, it } from 'vitest';
import { commentTextParts } from './comment-text.tsx';

describe('commentTextParts', () => {
  it('links @profiles and #hashtags at the start or after a space, as activate-twitter-links does', () => {
    expect(commentTextParts('@maya try #sourdough, not e@mail or a#b')).toEqual([
      { kind: '@', word: 'maya', href: 'https://twitter.com/maya/' },
      ' try ',
      { kind: '#', word: 'sourdough', href: 'https://twitter.com/hashtag/sourdough?src=hash' },
      ', not e@mail or a#b',
    ]);
  });

  it('keeps markup as text (React escapes it)', () => {
    expect(commentTextParts('<b>hi</b>')).toEqual(['<b>hi</b>']);
  });
});
