/*
 * What `plinth theme dev` adds to every HTML page: a script (served by the dev proxy from its own
 * path, so a page's Content-Security-Policy of 'self' lets it run) that listens to the proxy's event
 * stream and reloads the page after a save.
 */

/** Where the proxy serves the script and the event stream. */
export const RELOAD_SCRIPT_PATH = '/__plinth/theme-dev/reload.js';
export const RELOAD_EVENTS_PATH = '/__plinth/theme-dev/events';

/** The script: reload on a 'reload' event; the stream reconnects by itself when the proxy restarts. */
export const RELOAD_SCRIPT = `(() => {
  const events = new EventSource(${JSON.stringify(RELOAD_EVENTS_PATH)});
  events.addEventListener('reload', () => location.reload());
})();
`;

/** The tag added before </body> (or at the end of a page without one). */
const TAG = `<script src="${RELOAD_SCRIPT_PATH}" defer></script>`;

/** `html` with the reload script in it. */
export function withReloadScript(html: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + TAG : html.slice(0, at) + TAG + html.slice(at);
}
