import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label.ts';

describe('roleLabel', () => {
  it('reads role names as words', () => {
    expect(roleLabel('ADMIN')).toBe('Admin');
    expect(roleLabel('STORE_MANAGER')).toBe('Store manager');
    expect(roleLabel('SCHEDULING_VIEWER')).toBe('Scheduling viewer');
  });
});
