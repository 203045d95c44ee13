/**
 * The contract's constants the panel needs, copied here so its chunk does not pull in zod and
 * every route schema (`key-rules.test.ts` keeps them equal to @plinth/api's).
 */
import type { ApiKeyArea, ApiKeyScope } from '@plinth/api';

export const AREAS: readonly ApiKeyArea[] = ['orders', 'inventory', 'products', 'transactions', 'profiles', 'forms'];
export const SCOPES: readonly ApiKeyScope[] = ['orders:read', 'inventory:read', 'inventory:write', 'products:read', 'transactions:read', 'profiles:read', 'forms:read'];
export const NAME_MAX = 60;
export const PIXEL_ID = /^\d{6,20}$/;
export const MESSAGES = {
  nameRequired: 'Please enter a name for the key.',
  nameTooLong: `A key name is at most ${NAME_MAX} characters.`,
  scopesRequired: 'Choose at least one permission for the key.',
  pixelInvalid: 'A pixel id is 6 to 20 digits.',
} as const;
