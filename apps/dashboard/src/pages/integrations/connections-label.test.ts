import { expect, it } from 'vitest';
import { connectionsLabel } from './connections-label.ts';

it('reads Awaiting Connection until the first connection, then counts them', () => {
  expect(connectionsLabel(0)).toBe('Awaiting Connection');
  expect(connectionsLabel(1)).toBe('1 connection made');
  expect(connectionsLabel(3)).toBe('3 connections made');
});
