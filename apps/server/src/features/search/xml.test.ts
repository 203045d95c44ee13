import { expect, it } from 'vitest';
import { escapeXml } from './xml.ts';

it('escapes XML specials and drops characters XML 1.0 forbids, keeping emoji', () => {
  expect(escapeXml(`a & b < c > "d" 'e'`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  expect(escapeXml('x\u0000y\u0008z\u000Bw\uFFFE \ud800 \udc00 🍞\tline\n')).toBe('xyzw   🍞\tline\n');
});
