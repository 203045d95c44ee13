/**
 * The consent banner of a restrictive cookie policy (its own chunk: only
 * those sites load it). A region with a short text and two buttons, at the
 * end of the page so that Tab reaches it after the content.
 */
import type { CookieJar } from './cookie-jar.ts';
import * as text from './consent-text.ts';
import { CONSENT_COOKIE, CONSENT_MS } from './names.ts';

export type ConsentAnswer = 'accepted' | 'declined';

/**
 * Shows the banner at the end of `doc.body`; the answer is remembered, the
 * banner removed and `onAnswer` called. Focus stays where it was: the banner
 * is reachable by Tab at the end of the page.
 */
export function showConsentBanner(doc: Document, jar: CookieJar, onAnswer: (answer: ConsentAnswer) => void): HTMLElement {
  const banner = doc.createElement('div');
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', text.CONSENT_LABEL);
  banner.className = 'consent-banner';
  banner.style.cssText =
    'position:fixed;inset:auto 1rem 1rem;z-index:99;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:1rem;background:#fff;color:#111;border:1px solid #555;border-radius:6px;box-shadow:0 2px 8px #0003;font:inherit';
  const message = doc.createElement('p');
  message.style.margin = '0 auto 0 0';
  message.textContent = text.CONSENT_TEXT;
  banner.append(message);
  for (const [answer, label] of [['accepted', text.CONSENT_ACCEPT], ['declined', text.CONSENT_DECLINE]] as const) {
    const button = doc.createElement('button');
    button.type = 'button';
    // A target comfortably over 24 px, in the page's font.
    button.style.cssText = 'font:inherit;padding:.4rem 1rem;min-height:2.5rem';
    button.textContent = label;
    button.onclick = () => {
      jar.set(CONSENT_COOKIE, answer, CONSENT_MS);
      banner.remove();
      onAnswer(answer);
    };
    banner.append(button);
  }
  doc.body.append(banner);
  return banner;
}
