import { expect, it } from 'vitest';
import { escapeXml } from './escape-xml.ts';

it('escapes the five XML specials', () => {
  expect(escapeXml(`a & b < c > "d" 'e'`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  expect(escapeXml(`Tom & Jerry's <"mug">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;mug&quot;&gt;');
});

it('drops the characters XML 1.0 forbids and keeps tabs, line breaks and whole surrogate pairs', () => {
  expect(escapeXml('x\u0000y\u0008z\u000Bw\uFFFE \ud800 \udc00 🍞\tline\n')).toBe('xyzw   🍞\tline\n');
  expect(escapeXml('bell\u0007 tab\t ok \uD83C\uDF75 lone\uD800')).toBe('bell tab\t ok \uD83C\uDF75 lone');
});
