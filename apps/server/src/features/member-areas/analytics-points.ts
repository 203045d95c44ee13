import type { FastifyRequest } from 'fastify';
import { recordServerEvent } from '../analytics/index.ts';

/*
 * The CommerceGatedContent analytics events (platform.md §7 "Events"), recorded by the server,
 * which answers both moments: no page needs the event tracker for them to count.
 */

/** A members-only page's paywall seen, or its Join pressed. */
export interface GatedContentEvent {
  websiteId: string;
  memberAreaId: string;
  /** The locked page's path, or null when not known (the Join call). */
  path: string | null;
  /** The signed-in customer, or null. */
  siteUserId: string | null;
}

/** The path of the page that made the call (its Referer), or '/'. */
function refererPath(request: FastifyRequest): string {
  try {
    return new URL(request.headers.referer ?? '/', 'http://site.invalid').pathname;
  } catch {
    return '/';
  }
}

function record(request: FastifyRequest, eventName: string, event: GatedContentEvent): void {
  void recordServerEvent(request, {
    websiteId: event.websiteId,
    schema: 'CommerceGatedContent',
    eventName,
    path: event.path ?? refererPath(request),
    data: { member_area_id: event.memberAreaId, signed_in: event.siteUserId !== null },
  });
}

/**
 * "paywall page view": a non-member was served the access-denied page (106). Fired by the pages
 * feature for every such answer, cached or not (HTML and ?format=json).
 */
export function paywallPageViewed(request: FastifyRequest, event: GatedContentEvent): void {
  record(request, 'paywall_page_view', event);
}

/**
 * "access-denied click": the visitor pressed Join on the access-denied page and the join call
 * reached the server (POST /api/site-users/account/member-areas/:id/join) for an existing area.
 */
export function accessDeniedJoinClicked(request: FastifyRequest, event: GatedContentEvent): void {
  record(request, 'access_denied_click', event);
}
