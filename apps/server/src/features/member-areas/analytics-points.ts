/*
 * Where the CommerceGatedContent analytics events fire (issue 11). The analytics feature does not
 * exist yet: these named points are called at the right moments and record nothing, so the
 * analytics issue fills them in (or replaces them with its recorder) without hunting for the places.
 */

/** A gated page's paywall seen. */
export interface GatedContentEvent {
  websiteId: string;
  memberAreaId: string;
  /** The locked page's path, or null when not known (the Join call). */
  path: string | null;
  /** The signed-in customer, or null. */
  siteUserId: string | null;
}

/**
 * CommerceGatedContent "paywall page view": a non-member was served the access-denied page (106).
 * Fired by the pages feature for every such answer, cached or not (HTML and ?format=json).
 */
export function paywallPageViewed(_event: GatedContentEvent): void {}

/**
 * CommerceGatedContent "access-denied click": the visitor pressed Join on the access-denied page
 * and the join call reached the server (POST /api/site-users/account/member-areas/:id/join).
 */
export function accessDeniedJoinClicked(_event: GatedContentEvent): void {}
