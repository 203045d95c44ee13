import { PIXEL_ID } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { PageDecoration, PageRequestInfo } from '../../infra/page-extensions.ts';
import { pixelIdOf } from './feed-settings-repository.ts';

/*
 * The ads pixel (Meta's), rendered into every storefront page once the owner saved its id — only
 * where the cookie policy allows it: always under 'permissive'; under 'restrictive' only for a
 * visitor who accepted the consent banner (its `ss_consent=accepted` cookie), and those pages are
 * cached apart (`cacheKey`). Its script starts after the page's load, so it costs the first paint
 * nothing.
 */

/** The consent banner's cookie and its yes (apps/storefront/src/analytics/names.ts). */
const CONSENT_COOKIE = 'ss_consent';
const ACCEPTED = 'accepted';

/** The pixel's markup for an id of digits (validated on save; checked again here). */
export function pixelMarkup(pixelId: string): string {
  if (!PIXEL_ID.test(pixelId)) return '';
  return (
    `<script data-ads-pixel="${pixelId}">addEventListener('load',function(){!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};` +
    `if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}` +
    `(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixelId}');fbq('track','PageView')})</script>` +
    `<noscript><img height="1" width="1" style="display:none" alt="" src="https://www.facebook.com/tr?id=${pixelId}&amp;ev=PageView&amp;noscript=1"></noscript>`
  );
}

/**
 * The page decorator. The pixel id is read once per site and content version (saving it bumps the
 * version), so a page view costs no query.
 */
export function adsPixelDecorator(db: Kysely<Schema>): (info: PageRequestInfo) => Promise<PageDecoration | null> {
  const known = new Map<string, { version: number; pixelId: string | null }>();
  return async (info) => {
    let entry = known.get(info.site.id);
    if (!entry || entry.version !== info.site.contentVersion) {
      entry = { version: info.site.contentVersion, pixelId: await pixelIdOf(db, info.site.id) };
      known.set(info.site.id, entry);
    }
    if (!entry.pixelId) return null;
    if (info.site.settings.cookiePolicy === 'permissive') return { bodyEnd: pixelMarkup(entry.pixelId) };
    if (info.request.cookies[CONSENT_COOKIE] === ACCEPTED) return { bodyEnd: pixelMarkup(entry.pixelId), cacheKey: 'ads-pixel-consented' };
    return null;
  };
}
