/**
 * A route's URL for the scripts that run without the island runtime (the analytics event tracker, the
 * metrics and the recorder, loaded on pages with no island too). The typed client's builder (`urlOf` of
 * @plinth/api/client/prepare) lives in the runtime chunk beside the islands that use it; were these
 * scripts to import it too, the bundler would move it to a chunk of its own, which the product page's
 * 80 kB budget cannot pay for. Same rules: `:name` parameters URI-encoded, undefined query values left out.
 * @example scriptUrl(postRecordingEvents, { id: 'r 1' }) // '/api/commerce/session-recorder/events/r%201'
 */
export function scriptUrl(route: { readonly path: string }, params: Readonly<Record<string, string>> = {}, query: Readonly<Record<string, string | number | undefined>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const text = String(search);
  return route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? '')) + (text && `?${text}`);
}
