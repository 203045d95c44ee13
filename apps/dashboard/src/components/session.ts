/** The signed-in owner and the API client, shared with every page. */
import { createContext, useContext } from 'react';
import { DEFAULT_CURRENCY, isSupportedCurrency, type CurrencyCode } from '@plinth/commerce';
import type { ApiClient } from '../api/client.ts';
import type { Contributor, SessionAnswer } from '../api/types.ts';

/** What a page may use of the session. */
export interface Session {
  contributor: Contributor;
  /** The site the owner manages (store creation needs it in its URL). */
  websiteId: string;
  /** The site currency: new prices are typed and shown in it. */
  currency: CurrencyCode;
  /** The site's IANA time zone: scheduled times are typed and shown in it. */
  timeZone?: string;
  /** The site's name: window titles end with it ('Orders · Plinth Demo Store'). */
  siteName?: string;
  api: ApiClient;
}

/** The time zone of a site that names none (the server's default, platform.md §3). */
const DEFAULT_TIME_ZONE = 'America/New_York';

export const SessionContext = createContext<Session | null>(null);

/**
 * The session pages see, from the `getSession` route of `@plinth/api`.
 * @example toSession(api, { contributor }).currency // 'USD' (the server named none)
 */
export function toSession(api: ApiClient, answer: SessionAnswer): Session {
  // The server falls back to the default currency for a site whose own is not supported; so does the app.
  const currency = isSupportedCurrency(answer.currency) ? answer.currency : DEFAULT_CURRENCY;
  return { api, contributor: answer.contributor, websiteId: answer.websiteId ?? answer.contributor.websiteId ?? '', currency, timeZone: answer.timeZone || DEFAULT_TIME_ZONE, siteName: answer.siteName ?? '' };
}

/** The session of the signed-in owner; pages render only inside the signed-in shell. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside the signed-in shell');
  return session;
}
