import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * Memberships: SQL only. A customer reads an area's content when they hold a membership row that is
 * not revoked and has not ended (free joins, owner grants), or — for a paid area — a subscription to
 * the area's product bought while signed in that is active, or cancelled with paid time left
 * (`next_billing_at`, the end of the paid period, still ahead). The subscription IS the paid
 * membership, so renewals and lapses need no copying; a 'revoked' row overrides it.
 */

/** A membership row. */
export interface MembershipRow {
  id: string;
  websiteId: string;
  memberAreaId: string;
  siteUserId: string;
  source: 'free' | 'purchase' | 'manual';
  subscriptionId: string | null;
  status: 'active' | 'cancelled' | 'revoked';
  endsAt: number | null;
  createdAt: number;
}

/** An area member as the owner lists them. */
export interface MemberListing extends Omit<MembershipRow, 'id' | 'websiteId' | 'memberAreaId' | 'subscriptionId'> {
  email: string;
  name: string;
}

const nullableNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Whether a membership row grants access at `now`. */
export function rowGrantsAccess(row: Pick<MembershipRow, 'status' | 'endsAt'>, now: number): boolean {
  return row.status !== 'revoked' && (row.endsAt === null || row.endsAt > now);
}

/** The ids of the areas a customer may read at `now` (memberships and paid subscriptions). */
export async function readableAreaIds(db: Kysely<Schema>, websiteId: string, siteUserId: string, now: number): Promise<Set<string>> {
  const [rows, subscribed] = await Promise.all([
    db.selectFrom('memberships').select(['member_area_id', 'status', 'ends_at']).where('website_id', '=', websiteId).where('site_user_id', '=', siteUserId).execute(),
    subscribedAreas(db, websiteId, now).where('s.site_user_id', '=', siteUserId).select('a.id').execute(),
  ]);
  const revoked = new Set(rows.filter((r) => r.status === 'revoked').map((r) => r.member_area_id));
  const ids = new Set(rows.filter((r) => rowGrantsAccess({ status: r.status as MembershipRow['status'], endsAt: nullableNumber(r.ends_at) }, now)).map((r) => r.member_area_id));
  for (const { id } of subscribed) if (!revoked.has(id)) ids.add(id);
  return ids;
}

/** Paid areas joined with the subscriptions to their product that still give access at `now`. */
function subscribedAreas(db: Kysely<Schema>, websiteId: string, now: number) {
  return db
    .selectFrom('member_areas as a')
    .innerJoin('subscriptions as s', (join) => join.onRef('s.item_id', '=', 'a.item_id').onRef('s.website_id', '=', 'a.website_id'))
    .where('a.website_id', '=', websiteId)
    .where('a.access_type', '=', 'paid')
    .where('s.site_user_id', 'is not', null)
    .where((eb) => eb.or([eb('s.status', '=', 'active'), eb.and([eb('s.status', 'in', ['cancelled', 'completed']), eb('s.next_billing_at', '>', now)])]));
}

/** One customer's membership row of an area, or null. */
export async function findMembership(db: Kysely<Schema>, websiteId: string, areaId: string, siteUserId: string): Promise<MembershipRow | null> {
  const row = await db.selectFrom('memberships').selectAll().where('website_id', '=', websiteId).where('member_area_id', '=', areaId).where('site_user_id', '=', siteUserId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    websiteId: row.website_id,
    memberAreaId: row.member_area_id,
    siteUserId: row.site_user_id,
    source: row.source as MembershipRow['source'],
    subscriptionId: row.subscription_id,
    status: row.status as MembershipRow['status'],
    endsAt: nullableNumber(row.ends_at),
    createdAt: Number(row.created_at),
  };
}

/**
 * Inserts a membership row, or rewrites the customer's existing one for the area (one row per area
 * and customer): one upsert, so two writes racing leave one row rather than hitting the unique index.
 */
export async function saveMembership(db: Kysely<Schema>, row: MembershipRow): Promise<void> {
  const fields = { source: row.source, subscription_id: row.subscriptionId, status: row.status, ends_at: row.endsAt, created_at: row.createdAt };
  await db
    .insertInto('memberships')
    .values({ id: row.id, website_id: row.websiteId, member_area_id: row.memberAreaId, site_user_id: row.siteUserId, ...fields })
    .onConflict((oc) => oc.columns(['member_area_id', 'site_user_id']).doUpdateSet(fields))
    .execute();
}

/**
 * Admits a customer to a free area: inserts their membership, or renews one that has ended, in one
 * statement each — so of joins racing, exactly one reports `true` (and tells the webhooks). A row
 * that grants access already, or a revoked one, is left alone.
 */
export async function admitFreeMember(db: Kysely<Schema>, row: Pick<MembershipRow, 'id' | 'websiteId' | 'memberAreaId' | 'siteUserId' | 'createdAt'>): Promise<boolean> {
  const fresh = { source: 'free', subscription_id: null, status: 'active', ends_at: null, created_at: row.createdAt } as const;
  const inserted = await db
    .insertInto('memberships')
    .values({ id: row.id, website_id: row.websiteId, member_area_id: row.memberAreaId, site_user_id: row.siteUserId, ...fresh })
    .onConflict((oc) => oc.columns(['member_area_id', 'site_user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return true;
  const renewed = await db
    .updateTable('memberships')
    .set(fresh)
    .where('website_id', '=', row.websiteId)
    .where('member_area_id', '=', row.memberAreaId)
    .where('site_user_id', '=', row.siteUserId)
    .where('status', '<>', 'revoked')
    .where('ends_at', 'is not', null)
    .where('ends_at', '<=', row.createdAt)
    .returning('id')
    .executeTakeFirst();
  return renewed !== undefined;
}

/** An area's members, newest first: membership rows, and buyers of its product (when paid) without a row. */
export async function listMembers(db: Kysely<Schema>, websiteId: string, areaId: string, now: number): Promise<MemberListing[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('site_users as u', 'u.id', 'm.site_user_id')
    .select(['m.site_user_id', 'm.source', 'm.status', 'm.ends_at', 'm.created_at', 'u.email', 'u.name'])
    .where('m.website_id', '=', websiteId)
    .where('m.member_area_id', '=', areaId)
    .execute();
  const members: MemberListing[] = rows.map((r) => ({
    siteUserId: r.site_user_id,
    email: r.email,
    name: r.name,
    source: r.source as MemberListing['source'],
    status: r.status as MemberListing['status'],
    endsAt: nullableNumber(r.ends_at),
    createdAt: Number(r.created_at),
  }));
  const listed = new Set(members.map((m) => m.siteUserId));
  const buyers = await subscribedAreas(db, websiteId, now)
    .innerJoin('site_users as u', 'u.id', 's.site_user_id')
    .where('a.id', '=', areaId)
    .select(['u.id as site_user_id', 'u.email', 'u.name', 's.status', 's.next_billing_at', 's.created_at'])
    .orderBy('s.created_at')
    .execute();
  for (const b of buyers) {
    if (listed.has(b.site_user_id)) continue;
    listed.add(b.site_user_id);
    // An active subscription renews (open-ended); a cancelled one ends with its paid period.
    const endsAt = b.status === 'active' ? null : nullableNumber(b.next_billing_at);
    members.push({ siteUserId: b.site_user_id, email: b.email, name: b.name, source: 'purchase', status: b.status === 'active' ? 'active' : 'cancelled', endsAt, createdAt: Number(b.created_at) });
  }
  return members.sort((a, b) => b.createdAt - a.createdAt || a.email.localeCompare(b.email));
}

/** How many of an area's members have access at `now`. */
export async function countMembersWithAccess(db: Kysely<Schema>, websiteId: string, areaId: string, now: number): Promise<number> {
  const members = await listMembers(db, websiteId, areaId, now);
  return members.filter((m) => rowGrantsAccess(m, now)).length;
}
