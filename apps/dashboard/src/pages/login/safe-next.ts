/**
 * Where to go after signing in: the `next` query value when it is a path of
 * the owner app, else /config. Anything else (another origin, `//host`,
 * `/config/login` itself) is ignored, so the parameter cannot redirect away.
 * @example safeNext('/config/orders?cursor=2') // '/config/orders?cursor=2'
 * @example safeNext('https://evil.example/') // '/config'
 */
export function safeNext(next: string | null): string {
  if (!next || !/^\/config(\/|$|\?)/.test(next) || next.startsWith('/config/login')) return '/config';
  return next;
}
