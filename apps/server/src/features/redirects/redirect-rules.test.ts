import { describe, expect, it } from 'vitest';
import { parseMappingLine, redirectKey, redirectProblem, RedirectTable } from './redirect-rules.ts';

describe('redirect rules', () => {
  it('keys an old address without case or a trailing slash', () => {
    expect(redirectKey('/Old-Page/')).toBe('/old-page');
    expect(redirectKey('/')).toBe('/');
    expect(redirectKey('/caf%C3%A9')).toBe('/café');
  });

  it('reads the hosted builder URL mappings, a line at a time', () => {
    expect(parseMappingLine('/old-path -> /new-path 301')).toEqual({ from: '/old-path', to: '/new-path', status: 301 });
    expect(parseMappingLine('  /a->/b 302 ')).toEqual({ from: '/a', to: '/b', status: 302 });
    expect(parseMappingLine('/a -> https://elsewhere.example/b')).toEqual({ from: '/a', to: 'https://elsewhere.example/b', status: 301 });
    expect(parseMappingLine('')).toBeNull();
    expect(parseMappingLine('# a comment')).toBeNull();
    expect(parseMappingLine('/a /b 301')).toEqual({ error: 'Write each mapping as /old-path -> /new-path 301 (or 302).' });
    expect(parseMappingLine('/a -> /b 307')).toEqual({ error: 'The status must be 301 (moved for good) or 302 (moved for now).' });
    expect(parseMappingLine('/a/[id] -> /b/[slug] 301')).toEqual({ error: 'The new address uses [slug], which the old address does not have.' });
    expect(parseMappingLine('/A/ -> /a 301')).toEqual({ error: 'The new address is the old one: the redirect would send visitors round in a circle.' });
  });

  it('refuses an old address that is not a path', () => {
    expect(redirectProblem('old', '/b')).toMatch(/must be a path/);
    expect(redirectProblem('/old?x=1', '/b')).toMatch(/must be a path/);
    expect(redirectProblem('/old', 'javascript:alert(1)')).toMatch(/new address/);
    expect(redirectProblem('/old', '//evil.example')).toMatch(/new address/);
  });

  it('matches exact addresses whatever their case, fills placeholders and keeps the query', () => {
    const table = new RedirectTable([
      { fromKey: '/old', to: '/new', status: 301, force: false },
      { fromKey: '/blog/[year]/[month]/[slug]', to: '/blog/[slug]', status: 301, force: false },
      { fromKey: '/shop/p/[handle].html', to: '/shop/[handle]', status: 302, force: true },
    ]);
    expect(table.match('/OLD/', '?utm=x')).toEqual({ location: '/new?utm=x', status: 301, force: false });
    expect(table.match('/blog/2020/01/Hello-World')).toEqual({ location: '/blog/Hello-World', status: 301, force: false });
    expect(table.match('/shop/p/tee.html')).toEqual({ location: '/shop/tee', status: 302, force: true });
    expect(table.match('/blog/2020/01')).toBeNull();
    expect(table.match('/elsewhere')).toBeNull();
  });

  it('finds a loop, through placeholders too', () => {
    const table = new RedirectTable([
      { fromKey: '/a', to: '/b', status: 301, force: false },
      { fromKey: '/b', to: '/c/', status: 301, force: false },
      { fromKey: '/c', to: '/A', status: 301, force: false },
      { fromKey: '/x/[p]', to: '/y/[p]', status: 301, force: false },
      { fromKey: '/y/[p]', to: '/x/[p]', status: 301, force: false },
    ]);
    expect(table.loopFrom('/a')).toEqual(['/a', '/b', '/c', '/a']);
    expect(table.loopFrom('/x/1')).toEqual(['/x/1', '/y/1', '/x/1']);
    expect(new RedirectTable([{ fromKey: '/a', to: '/b', status: 301, force: false }]).loopFrom('/a')).toBeNull();
  });
});
