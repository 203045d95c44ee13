import { escapeHtml } from '@plinth/platform/escape-html';
import type { PageExtensions } from '../../infra/page-extensions.ts';
import type { AccessState } from './access-state.ts';

/*
 * The popup overlay (page type 104): when the owner turns it on, every page gets the popup's
 * markup (a native <dialog>, labelled by its title) and one small plain script,
 * themes/default/assets/popup-overlay.js, which opens it unless this visitor closed or used this
 * version already (local storage keys date-closed, version, submitted). No React, no island.
 */

/** The script's address (served from the theme's assets). */
export const POPUP_SCRIPT = '/assets/theme/popup-overlay.js';

/** The markup of the popup, hidden until the script opens it. */
export function popupMarkup(popup: AccessState['popup']): string {
  const title = popup.title ? `<h2 class="popup-overlay__title" id="popup-overlay-title">${escapeHtml(popup.title)}</h2>` : '';
  const body = popup.body ? `<p class="popup-overlay__body">${escapeHtml(popup.body)}</p>` : '';
  const action = popup.buttonLabel && popup.buttonUrl ? `<a class="popup-overlay__action" href="${escapeHtml(popup.buttonUrl)}" data-popup-action>${escapeHtml(popup.buttonLabel)}</a>` : '';
  const label = popup.title ? 'aria-labelledby="popup-overlay-title"' : 'aria-label="Announcement"';
  return (
    `<dialog class="popup-overlay popup-overlay--${popup.position}" id="popup-overlay" ${label} data-page-type="104" data-version="${popup.version}">` +
    `<div class="popup-overlay__content">${title}${body}${action}</div>` +
    `<form method="dialog" class="popup-overlay__close-form"><button class="popup-overlay__close" value="close" aria-label="Close">×</button></form>` +
    `</dialog><script src="${POPUP_SCRIPT}" defer></script>`
  );
}

/** The decorator hook: the popup on every page while it is on. */
export function popupDecorator(stateOf: (websiteId: string, version: number) => Promise<AccessState>): PageExtensions['decorators'][number] {
  return async (info) => {
    const { popup } = await stateOf(info.site.id, info.site.contentVersion);
    if (!popup.enabled) return null;
    return { bodyEnd: popupMarkup(popup) };
  };
}
