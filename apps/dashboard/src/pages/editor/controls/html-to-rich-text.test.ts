import { describe, expect, it } from 'vitest';
import { htmlToRichText, htmlWords } from './html-to-rich-text.ts';

// The full HTML reading runs in Chromium (it needs DOMParser); without a DOM the words survive.
describe('seeded HTML without a DOM', () => {
  it('keeps the words of each block as a paragraph, never markup or script', () => {
    expect(htmlToRichText('<h2>Our story</h2><p>We make <b>tea</b> &amp; cake.<br>Daily.</p><script>alert(1)</script><ul><li>One</li></ul>')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Our story' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'We make tea & cake.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Daily.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
      ],
    });
    expect(htmlWords('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
