/**
 * The Site access screen's constants, kept here rather than imported from @plinth/api at run time
 * (that would bring zod and every route schema into this page's chunk); site-access-rules.test.ts
 * holds them equal to the API's.
 */

/** platform.md §3 "Popup positions form a 3x3 grid", row by row. */
export const POPUP_POSITIONS = [
  'top-left', 'top-center', 'top-right',
  'middle-left', 'center', 'middle-right',
  'bottom-left', 'bottom-center', 'bottom-right',
] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

/** What the owner may type (the API refuses more). */
export const SITE_ACCESS_LIMITS = Object.freeze({
  passwordMin: 4,
  passwordMax: 200,
  message: 500,
  title: 120,
  body: 2000,
  buttonLabel: 60,
  url: 500,
});
