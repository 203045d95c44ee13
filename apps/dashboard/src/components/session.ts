/** The signed-in owner and the API client, shared with every page. */
import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { Contributor } from '../api/types.ts';

/** What a page may use of the session. */
export interface Session {
  contributor: Contributor;
  /** The site the owner manages (store creation needs it in its URL). */
  websiteId: string;
  api: ApiClient;
}

export const SessionContext = createContext<Session | null>(null);

/** The session of the signed-in owner; pages render only inside the signed-in shell. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside the signed-in shell');
  return session;
}
