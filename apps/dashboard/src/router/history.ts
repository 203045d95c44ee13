/**
 * A tiny client-side router: the browser's history plus one subscription, so
 * any component can read the location and move to another page without a
 * router library (the owner app has a dozen flat routes).
 */
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createElement } from 'react';

const CHANGE = 'plinth:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = () => location.pathname + location.search;

/** The current path and query, e.g. '/config/orders?cursor=x'; re-renders on change. */
export function useLocation(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '/config');
}

/**
 * A page with unsaved work (the editor) may hold navigation: it gets the address the owner asked
 * for and decides (save, discard or stay), then calls `navigate(href, { force: true })`.
 */
export type NavigationGuard = (href: string) => void;
let guard: NavigationGuard | null = null;
let guardedHref = '';

/** Holds every in-app navigation (links, back and forward) until `release()`. */
export function holdNavigation(onAttempt: NavigationGuard): () => void {
  guard = onAttempt;
  guardedHref = snapshot();
  return () => {
    if (guard === onAttempt) guard = null;
  };
}

if (typeof window !== 'undefined') {
  // Registered before any subscriber: back or forward away from a held page is undone at once
  // (the page stays, its URL comes back) and the guard asked instead.
  window.addEventListener('popstate', (event) => {
    if (!guard || snapshot() === guardedHref) return;
    event.stopImmediatePropagation();
    const wanted = snapshot();
    history.pushState(null, '', guardedHref);
    guard(wanted);
  });
}

/** Moves to `href` inside the app (pushes a history entry unless `replace`); `force` passes a held page. */
export function navigate(href: string, options: { replace?: boolean; force?: boolean } = {}): void {
  if (guard && !options.force && href !== snapshot()) {
    guard(href);
    return;
  }
  if (options.replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  window.dispatchEvent(new Event(CHANGE));
}

/** True for a plain left click the app should handle itself (not a new tab or window). */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A real link (works with the keyboard, middle click and "open in new tab") that navigates in-app on a plain click. */
export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return createElement('a', {
    ...props,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      props.onClick?.(event);
      if (!isPlainClick(event) || props.target) return;
      event.preventDefault();
      navigate(props.href);
    },
  });
}
