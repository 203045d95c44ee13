/**
 * Whether the browser holds a signed-in customer (the `SiteUserInfo` cookie), read after the
 * island starts: null on the server and during hydration (the cached HTML is the same for
 * everyone), then true or false.
 */
import { useEffect, useState } from 'react';
import { isSignedIn } from './site-user-info.ts';

const pageCookies = () => document.cookie;

/** The hook. */
export function useSignedIn(cookies: () => string = pageCookies): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => setSignedIn(isSignedIn(cookies())), [cookies]);
  return signedIn;
}
