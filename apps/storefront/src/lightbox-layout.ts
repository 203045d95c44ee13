/**
 * The lightbox's behaviour as plain functions (storefront §2, §9): the content
 * keeps a top margin of at least 50 px, it is re-laid out by a resize emitter
 * with a 100 ms timeout, the close button answers Enter and Space, and Tab
 * stays inside the dialog.
 */

/** The least space above the lightbox content. */
export const LIGHTBOX_MIN_TOP_MARGIN_PX = 50;
/** The resize emitter waits this long after the last resize. */
export const RESIZE_EMITTER_TIMEOUT_MS = 100;

/**
 * The content's top margin: centred in the viewport, never under 50 px.
 * @example lightboxTopMargin(900, 400) // 250
 * @example lightboxTopMargin(600, 800) // 50
 */
export function lightboxTopMargin(viewportHeight: number, contentHeight: number): number {
  return Math.max(LIGHTBOX_MIN_TOP_MARGIN_PX, Math.floor((viewportHeight - contentHeight) / 2));
}

/** The window parts the emitter listens on. */
export interface ResizeSource {
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/**
 * Calls `onResize` once resizing has paused for `timeoutMs` (default 100).
 * @returns the function that stops listening
 */
export function createResizeEmitter(source: ResizeSource, onResize: () => void, timeoutMs = RESIZE_EMITTER_TIMEOUT_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listener = () => {
    clearTimeout(timer);
    timer = setTimeout(onResize, timeoutMs);
  };
  source.addEventListener('resize', listener);
  return () => {
    clearTimeout(timer);
    source.removeEventListener('resize', listener);
  };
}

/** True for the keys that press the close button: Enter and Space. */
export function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

/** Elements Tab can reach. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last focusable element
 * Tab goes to the first, from the first Shift+Tab goes to the last.
 * @returns true when it moved the focus (the caller prevents the default)
 */
export function trapFocus(container: HTMLElement, event: { key: string; shiftKey: boolean }, active: Element | null): boolean {
  if (event.key !== 'Tab') return false;
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) return false;
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && (active === first || !container.contains(active))) {
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
