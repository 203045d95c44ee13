import { PAGE_TYPES, type PageTypeCode } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { JOIN_LABEL, MEMBER_PAGE_TITLES, PAGE_ACCESS_NOTE, memberAreaGate, membershipConfirmation, type ContentAccess } from '../member-areas/index.ts';

/*
 * The member-area pages (issue 11): the access-denied page (106) a non-member gets instead of a
 * gated page — it names the area, never its content — and `/account/membership-confirmed?area=<id>`
 * (208), personal to the viewer.
 */

/** A member-area page: template, page type, title, context, status and whether it is personal. */
export interface MemberAreaPage {
  template: 'member-area-access-denied' | 'membership-confirmed';
  pageType: PageTypeCode;
  title: string;
  context: Record<string, unknown>;
  status: 200 | 403;
  private: boolean;
}

/** The access-denied page of the area `areaId` locking `path`; undefined when the area vanished. */
export async function accessDeniedPage(db: Kysely<Schema>, websiteId: string, areaId: string, path: string): Promise<MemberAreaPage | undefined> {
  const gate = await memberAreaGate(db, websiteId, areaId, path);
  if (!gate) return undefined;
  return {
    template: 'member-area-access-denied',
    pageType: PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED,
    title: MEMBER_PAGE_TITLES.accessDenied,
    context: { memberArea: gate, pageAccessNote: PAGE_ACCESS_NOTE, joinLabel: JOIN_LABEL },
    status: 403,
    // The same for every non-member: cached (under its own key, see routes.ts).
    private: false,
  };
}

const AREA_ID = /^[\w-]{1,100}$/;

/** `/account/membership-confirmed?area=<id>`; undefined for other paths or an unknown area. */
export async function membershipConfirmedPage(db: Kysely<Schema>, websiteId: string, segments: readonly string[], query: Record<string, unknown>, access: ContentAccess, now: number): Promise<MemberAreaPage | undefined> {
  if (segments.length !== 2 || segments[0] !== 'account' || segments[1] !== 'membership-confirmed') return undefined;
  const areaId = typeof query.area === 'string' && AREA_ID.test(query.area) ? query.area : '';
  const confirmation = areaId ? await membershipConfirmation(db, websiteId, areaId, access.siteUserId, now) : null;
  if (!confirmation) return undefined;
  return {
    template: 'membership-confirmed',
    pageType: PAGE_TYPES.MEMBERSHIP_CONFIRMED,
    title: confirmation.isMember ? MEMBER_PAGE_TITLES.confirmed : MEMBER_PAGE_TITLES.confirmedMissing,
    context: { membership: confirmation, joinLabel: JOIN_LABEL },
    status: 200,
    private: true,
  };
}
