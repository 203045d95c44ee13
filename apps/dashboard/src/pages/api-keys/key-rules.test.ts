import { API_KEY_AREAS, API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEY_SCOPES, PIXEL_ID as API_PIXEL_ID } from '@plinth/api';
import { expect, it } from 'vitest';
import { AREAS, MESSAGES, NAME_MAX, PIXEL_ID, SCOPES } from './key-rules.ts';
import { scopeLabel, scopesSummary } from './scope-labels.ts';

it('keeps the panel’s copies of the contract’s constants equal to it', () => {
  expect(AREAS).toEqual(API_KEY_AREAS);
  expect(SCOPES).toEqual(API_KEY_SCOPES);
  expect(NAME_MAX).toBe(API_KEY_NAME_MAX);
  expect(PIXEL_ID.source).toBe(API_PIXEL_ID.source);
  for (const [name, text] of Object.entries(MESSAGES)) expect(text).toBe(API_KEY_MESSAGES[name as keyof typeof MESSAGES]);
});

it('names scopes in words', () => {
  expect(scopeLabel('inventory:write')).toBe('Inventory (adjust stock)');
  expect(scopeLabel('profiles:read')).toBe('Customer profiles (read)');
  expect(scopesSummary(['forms:read', 'inventory:write', 'orders:read', 'inventory:read'])).toBe('Orders, Inventory (read, adjust stock), Form submissions');
});
