/**
 * The client entry every page loads (budget 3 kB gzip with the analytics): it
 * starts the page's analytics (page view, error reporting) and imports the
 * island runtime, and with it React, only when the page needs it.
 */
import { startAnalytics } from './analytics/start.ts';
import { needsRuntime } from './loader.ts';

// Analytics never stop a page: a failure here is only warned about.
try {
  startAnalytics(window);
} catch (error) {
  console.warn('Analytics:', error);
}

const names = Array.from(document.querySelectorAll('[data-island]'), (element) => element.getAttribute('data-island'));
if (needsRuntime(names, document.cookie)) {
  void import('./runtime.tsx').then((runtime) => runtime.start());
}
