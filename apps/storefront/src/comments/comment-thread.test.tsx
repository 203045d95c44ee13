import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CommentThread, commentCountText, type CommentThreadProps } from './comment-thread.tsx';
import { LikeButton, likeCountText } from './like-button.tsx';
import { loadDisqus } from './disqus-embed.tsx';

const comment = (id: string, body: string, replies: CommentThreadProps['comments'] = []) => ({ id, authorName: `Author ${id}`, member: false, body, createdAt: Date.UTC(2026, 10, 3, 12), replies });
const render = (props: Partial<CommentThreadProps> = {}) =>
  renderToString(<CommentThread itemId="post-1" commentState={1} publicCommentCount={2} timeZone="America/New_York" comments={[comment('a', 'First', [comment('b', 'Reply')])]} {...props} />);

describe('CommentThread (server render)', () => {
  it('titles the thread with the count and nests replies in a list under their comment, dated in the site’s zone', () => {
    const html = render();
    expect(html).toContain('<h2 class="comment-thread__title"');
    expect(html).toContain('>2 Comments</h2>');
    expect(html).toMatch(/<article aria-label="Comment by Author a">[\s\S]*<ol class="comment-list"><li class="comment" id="comment-b"><article aria-label="Comment by Author b">/);
    expect(html).toContain('<time dateTime="2026-11-03T12:00:00.000Z">November 3, 2026</time>');
  });

  it('prints a comment’s markup as text', () => {
    const html = render({ comments: [comment('x', '<script>alert(1)</script>')] });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('says so when comments are closed', () => {
    expect(render({ commentState: 2 })).toContain('Comments are closed.');
    expect(render()).not.toContain('Comments are closed.');
  });

  it('with Disqus, renders its container and a button, and no script until asked', () => {
    const html = render({ disqus: { shortname: 'plinth-demo', url: 'https://s.example/blog/a', identifier: 'post-1' } });
    expect(html).toContain('<div id="disqus_thread"></div>');
    expect(html).toContain('Show comments</button>');
    expect(html).not.toContain('<script');
  });

  it('counts as the comment-count formatter words it', () => {
    expect([0, 1, 2].map(commentCountText)).toEqual(['No Comments', '1 Comment', '2 Comments']);
  });
});

describe('loadDisqus', () => {
  it('adds Disqus’s embed script once, after setting disqus_config with the page’s address and id', () => {
    const appended: { src: string; attributes: Record<string, string> }[] = [];
    const fakeWindow: Record<string, unknown> = {};
    const doc = {
      defaultView: fakeWindow,
      querySelector: () => (appended.length ? {} : null),
      createElement: () => {
        const element = { src: '', attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { element.attributes[name] = value; } };
        return element;
      },
      head: { appendChild: (element: { src: string; attributes: Record<string, string> }) => appended.push(element) },
    } as unknown as Document;
    const settings = { shortname: 'plinth-demo', url: 'https://s.example/blog/a', identifier: 'post-1' };
    loadDisqus(settings, doc);
    loadDisqus(settings, doc);
    expect(appended.map((s) => s.src)).toEqual(['https://plinth-demo.disqus.com/embed.js']);
    const page: { url?: string; identifier?: string } = {};
    (fakeWindow.disqus_config as (this: { page: typeof page }) => void).call({ page });
    expect(page).toEqual({ url: 'https://s.example/blog/a', identifier: 'post-1' });
  });
});

describe('LikeButton (server render)', () => {
  it('is a toggle button, not pressed, with the page’s count', () => {
    const html = renderToString(<LikeButton itemId="post-1" likeCount={3} />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('3 likes');
    expect([1, 2].map(likeCountText)).toEqual(['1 like', '2 likes']);
  });
});
