import { describe, expect, it } from 'vitest';
import { formatDuration, invalidSelector, recordingsApiPath, selectorLines } from './recording-format.ts';

describe('recording formats', () => {
  it('writes durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(83_000)).toBe('1:23');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
  });

  it('builds the list path from the filters', () => {
    expect(recordingsApiPath({})).toBe('/api/owner/recordings');
    expect(recordingsApiPath({ page: '/shop', bought: 'true' }, 5)).toBe('/api/owner/recordings?page=%2Fshop&bought=true&before=5');
    expect(recordingsApiPath({ bought: 'maybe' })).toBe('/api/owner/recordings');
  });

  it('reads selector lines and finds one the browser refuses', () => {
    expect(selectorLines(' .a \n\n#b\n')).toEqual(['.a', '#b']);
    const doc = { querySelector: (s: string) => { if (s.startsWith('[[')) throw new SyntaxError('no'); return null; } };
    expect(invalidSelector(['.a', '[[x'], doc)).toBe('[[x');
    expect(invalidSelector(['.a'], doc)).toBeNull();
  });
});
