import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.ts';

describe('safeFileName', () => {
  it('keeps only the last path segment, so a name never climbs out of a folder', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(safeFileName('photos/2026/beach.jpg')).toBe('beach.jpg');
  });

  it('drops control characters and leading dots, collapses spaces, never answers empty', () => {
    expect(safeFileName(' my\u0000  holiday\tphoto.png ')).toBe('my holiday photo.png');
    expect(safeFileName('.htaccess')).toBe('htaccess');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('a'.repeat(300))).toHaveLength(200);
  });
});
