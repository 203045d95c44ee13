/** The owner-API client, for pages outside the signed-in shell (sign-in). */
import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client.ts';

export const ApiContext = createContext<ApiClient | null>(null);

/** The app's API client. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() outside <ApiContext>');
  return api;
}
