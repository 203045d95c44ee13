/**
 * A document's `cookie` property as browsers implement it, for tests:
 * writing `name=value; max-age=N` sets or (N ≤ 0) deletes one cookie,
 * reading joins the live ones. Only what cookie-jar.ts writes is understood.
 */
export function fakeCookieDocument(now: () => number = Date.now): { cookie: string } {
  const cookies = new Map<string, { value: string; expires: number }>();
  return {
    get cookie() {
      return [...cookies].filter(([, c]) => c.expires > now()).map(([name, c]) => `${name}=${c.value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
      const expires = maxAge ? now() + Number(maxAge.slice(8)) * 1000 : Number.POSITIVE_INFINITY;
      const name = pair.slice(0, at);
      if (expires <= now()) cookies.delete(name);
      else cookies.set(name, { value: pair.slice(at + 1), expires });
    },
  };
}
