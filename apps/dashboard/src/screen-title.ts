/**
 * Each screen names the window, and after an in-app navigation its heading takes focus, as a page
 * load would put the reader at the top of the new page (issue 33).
 */

/**
 * The window title of a screen: its name, then the site's.
 * @example windowTitle('Orders', 'Plinth Demo Store') // 'Orders · Plinth Demo Store'
 * @example windowTitle('Orders', '') // 'Orders · Plinth'
 */
export function windowTitle(screen: string, siteName: string | undefined): string {
  return `${screen} · ${siteName || 'Plinth'}`;
}

/** How long a new screen may take to show its heading (its chunk and first answer) before focus stays on <main>. */
const WAIT_MS = 5000;

/**
 * Focuses the first h1 inside `main` as soon as there is one (a lazy page renders it a moment
 * later); until then, and if none comes, <main> has focus. Returns the cleanup.
 */
export function focusHeadingOf(main: HTMLElement): () => void {
  const tryFocus = () => {
    // The first heading shown: a page that suspends stays in the document, hidden, until the new one is ready.
    const heading = Array.from(main.querySelectorAll<HTMLElement>('h1')).find((h1) => h1.getClientRects().length > 0);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return document.activeElement === heading;
  };
  main.focus();
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    // The owner moved on meanwhile (a click, a key): focus stays where they put it.
    if (document.activeElement !== main && document.activeElement !== document.body) return stop();
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return stop;
}
