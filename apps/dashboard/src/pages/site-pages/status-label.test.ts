import { describe, expect, it } from 'vitest';
import { statusLabel } from './status-label.ts';

describe('statusLabel (platform.md §3)', () => {
  it('labels the four statuses and leaves published pages unlabelled', () => {
    expect(statusLabel({ status: 'scheduled' })).toBe('Scheduled');
    expect(statusLabel({ status: 'needs-review' })).toBe('Needs Review');
    expect(statusLabel({ status: 'draft' })).toBe('Draft');
    expect(statusLabel({ status: 'private' })).toBe('Private');
    expect(statusLabel({ status: 'published' })).toBeNull();
    expect(statusLabel({ status: 'whatever' })).toBeNull();
  });
  it("prefers the server's label when it sends one", () => {
    expect(statusLabel({ status: 'draft', statusLabel: 'Draft' })).toBe('Draft');
    expect(statusLabel({ status: 'published', statusLabel: null })).toBeNull();
  });
});
