/** Unit tests of the social formatters and predicates (the reference comparison is `social.differential.test.ts`). */
import { describe, expect, it } from 'vitest';
import { run } from '../golden.helper.ts';
import { commentCountText } from './formatters.social.ts';

const out = (t: string, d: unknown) => run(t, d).output;

describe('social formatters', () => {
  it('comment-count reads the count as a number', () => {
    expect([0, 1, 2, NaN, -1, 2.5].map(commentCountText)).toEqual(['No Comments', '1 Comment', '2 Comments', 'NaN Comments', '-1 Comments', '2.5 Comments']);
    expect(out('{i|comment-count}', { i: { publicCommentCount: '01' } })).toBe('1 Comment');
  });

  it('comment-link: native, Disqus, and fields from the enclosing scope', () => {
    expect(out('{i|comment-link}', { i: { id: 'x', fullUrl: '/p', publicCommentCount: 0 } }))
      .toBe('\n  <a href="/p#comments-x" class="sqs-comment-link" data-id="x">\n  No\n  Comments\n  </a>\n');
    expect(out('{i|comment-link}', { i: { id: 'x', fullUrl: '/p' }, websiteSettings: { disqusShortname: 's' } }))
      .toBe('\n  <a href="/p" class="sqs-comment-link sqs-disqus-comment-link" data-id="x"></a>\n');
    expect(out('{i|comments}', { i: { fullUrl: '/p' }, id: 'outer' })).toBe('\n  <div class="squarespace-comments" id="comments-outer"></div>\n');
  });

  it('escapes values the reference prints raw', () => {
    expect(out('{i|comments}', { i: { id: '"><script>' } })).toBe('\n  <div class="squarespace-comments" id="comments-&quot;&gt;&lt;script&gt;"></div>\n');
    expect(out('{a|twitter-follow-button}', { a: { profileUrl: 'https://t/"x' } })).toBe('<div class="squarespace-follow-button" data-username="&quot;x"></div>');
  });

  it('like-button and social-button need their settings', () => {
    expect(out('{i|like-button}', { i: { id: 'x' } })).toBe('');
    expect(out('{i|like-button}', { i: {}, websiteSettings: { simpleLikingEnabled: true } })).toBe('');
    expect(out('{i|social-button}', { i: { title: 't' }, website: { shareButtonOptions: true } })).toBe('');
    expect(out('{i|social-button-inline}', { i: { title: 't' }, website: { shareButtonOptions: [1] } }))
      .toBe('<span class="squarespace-social-buttons inline-style" data-system-data-id="" data-asset-url="" data-record-type="" data-full-url="" data-title="t"></span>');
  });

  it('comments? reads commentsEnabled only when websiteSettings is in scope', () => {
    expect(out('{.section i}{.comments?}Y{.or}N{.end}{.end}', { i: { commentState: 1 } })).toBe('Y');
    expect(out('{.section i}{.comments?}Y{.or}N{.end}{.end}', { i: { commentState: 1 }, websiteSettings: {} })).toBe('N');
  });
});
