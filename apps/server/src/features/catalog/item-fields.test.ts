import { describe, expect, it } from 'vitest';
import { itemFields, mediaFileOfUrl } from './item-fields.ts';

describe('item fields derived from the main image URL', () => {
  it('reads the library file id and its name from stable and versioned URLs', () => {
    expect(mediaFileOfUrl('/media/abc123/Mug%20blue.jpg')).toEqual({ id: 'abc123', fileName: 'Mug blue.jpg' });
    expect(mediaFileOfUrl('/media/abc123/v4/mug.jpg?format=500w')).toEqual({ id: 'abc123', fileName: 'mug.jpg' });
    expect(mediaFileOfUrl('https://cdn.example/mug.jpg')).toBeNull();
    expect(mediaFileOfUrl('/media/abc123')).toBeNull();
    expect(mediaFileOfUrl(null)).toBeNull();
  });

  it('gives an item without a library image no ids and an empty file name', () => {
    expect(itemFields('/assets/theme/placeholder.svg')).toEqual({
      filename: '', starred: false, passthrough: false, sourceUrl: '', mainImageId: null, systemDataId: null,
    });
  });
});
