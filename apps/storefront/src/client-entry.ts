/**
 * The client entry every page loads (budget: a few hundred bytes). It imports
 * the island runtime, and with it React, only when the page needs it.
 */
import { needsRuntime } from './loader.ts';

const names = Array.from(document.querySelectorAll('[data-island]'), (element) => element.getAttribute('data-island'));
if (needsRuntime(names, document.cookie)) {
  void import('./runtime.tsx').then((runtime) => runtime.start());
}
