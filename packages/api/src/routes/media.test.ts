import { describe, expect, it } from 'vitest';
import { mediaSrcset, srcsetWidths } from './media.ts';

describe('srcset of a library picture', () => {
  it('offers every derivative width up to the original, none wider', () => {
    expect(srcsetWidths('/media/a/v1/mug.png', 2500)).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
    expect(srcsetWidths('/media/a/v1/mug.png', 800)).toEqual(['100w', '300w', '500w', '750w']);
    expect(mediaSrcset('/media/a/v1/mug.png', 300)).toBe('/media/a/v1/mug.png?format=100w 100w,/media/a/v1/mug.png?format=300w 300w');
  });

  it('offers nothing for a picture that is not in the library (the theme placeholder, an outside URL)', () => {
    expect(srcsetWidths('/assets/theme/placeholder.svg', 1000)).toEqual([]);
    expect(mediaSrcset('https://example.com/a.png', 1000)).toBe('');
  });
});
