import { describe, expect, it } from 'vitest';
import { scan } from './scan.ts';

function pieces(src: string): string[] {
  const out: string[] = [];
  scan(src, { text: (s) => out.push(`T:${s}`), comment: () => out.push('C'), tag: (s) => out.push(`G:${s}`) });
  return out;
}

describe('scan', () => {
  it('splits text, tags and comments', () => {
    expect(pieces('a{b}c{#x}d{##y}##}e')).toEqual(['T:a', 'G:b', 'T:c', 'C', 'T:d', 'C', 'T:e']);
  });
  it('restarts a candidate tag at every inner {', () => {
    expect(pieces('{a {b}')).toEqual(['T:{a ', 'G:b']);
    expect(pieces('{a{## x ##}')).toEqual(['T:{a', 'C']);
  });
  it('leaves an unclosed brace as text and swallows an unclosed multi-line comment', () => {
    expect(pieces('x{y')).toEqual(['T:x{y']);
    expect(pieces('x{##y{z}')).toEqual(['T:x']);
  });
});
