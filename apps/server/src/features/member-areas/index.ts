/** The member-areas feature's public face: other features, the app and tests import only this. */
export { canRead, contentAccessFor, contentAccessOf, type ContentAccess } from './access-service.ts';
export { areasKeepingCollections } from './gated-content-repository.ts';
export { itemReadable } from './item-access.ts';
export { accessDeniedJoinClicked, paywallPageViewed, type GatedContentEvent } from './analytics-points.ts';
export { confirmedUrl, memberAreaGate, membershipConfirmation, membershipsSoldBy, type MemberAreaGate, type MembershipConfirmation, type PurchasedMembership } from './join-service.ts';
export type { ContentRef } from './member-areas-repository.ts';
export { JOIN_LABEL, MEMBER_PAGE_TITLES, PAGE_ACCESS_NOTE } from './messages.ts';
export { addFreeMemberArea, addMembership } from './member-areas-service.ts';
export { requestContentAccess } from './request-access.ts';
