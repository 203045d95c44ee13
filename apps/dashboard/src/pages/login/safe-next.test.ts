import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps owner-app paths with their query', () => {
    expect(safeNext('/config/orders?cursor=2')).toBe('/config/orders?cursor=2');
    expect(safeNext('/config')).toBe('/config');
  });
  it('refuses other places and the sign-in page itself', () => {
    for (const next of [null, '', 'https://evil.example/', '//evil.example', '/cart', '/configx', '/config/login?next=x']) {
      expect(safeNext(next), String(next)).toBe('/config');
    }
  });
});
