/** The owner-API client: given at the app's root (the sign-in page too), and with the session. */
import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client.ts';
import { SessionContext } from './session.ts';

export const ApiContext = createContext<ApiClient | null>(null);

/** The app's API client. */
export function useApi(): ApiClient {
  const given = useContext(ApiContext);
  const session = useContext(SessionContext);
  const api = given ?? session?.api;
  if (!api) throw new Error('useApi() outside <ApiContext>');
  return api;
}
