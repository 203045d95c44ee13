import type { joinMemberArea } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { getProduct } from '../catalog/index.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { describeContent, findArea, listAreasSelling, listContent } from './member-areas-repository.ts';
import { MEMBER_AREA_MESSAGES as M, REVOKED_MESSAGE } from './messages.ts';
import { admitFreeMember, findMembership, readableAreaIds } from './memberships-repository.ts';

/*
 * Joining a member area, and the pages around it: a free area admits a signed-in customer at once;
 * a paid one points at its subscription product — the subscription the customer buys while signed
 * in is the membership (memberships-repository.ts), lasting to the end of the paid period.
 */

type JoinAnswer = z.infer<typeof joinMemberArea.response>;

/** The membership-confirmed page (208) of an area. */
export function confirmedUrl(areaId: string): string {
  return `/account/membership-confirmed?area=${encodeURIComponent(areaId)}`;
}

/** A membership an order bought: the area's name and its membership-confirmed page. */
export interface PurchasedMembership {
  name: string;
  url: string;
}

/**
 * The paid member areas the products `itemIds` sell (an order's items), so the order's page can lead
 * to them.
 * @example await membershipsSoldBy(db, website.id, order.items.map((item) => item.itemId)) // [{ name: 'Bakers guild', url: '/account/membership-confirmed?area=…' }]
 */
export async function membershipsSoldBy(db: Kysely<Schema>, websiteId: string, itemIds: readonly string[]): Promise<PurchasedMembership[]> {
  const areas = await listAreasSelling(db, websiteId, itemIds);
  return areas.map((area) => ({ name: area.name, url: confirmedUrl(area.id) }));
}

/**
 * Joins an area for a signed-in customer.
 * @throws AppError NOT_FOUND unknown area; FORBIDDEN access revoked by the owner; CONFLICT a paid area without a product on sale
 */
export async function joinArea(
  db: Kysely<Schema>,
  websiteId: string,
  areaId: string,
  siteUserId: string,
  now: number,
  /** Told once the area is known: the press counts as an access-denied click (analytics). */
  pressed: (memberAreaId: string) => void = () => {},
): Promise<JoinAnswer> {
  const area = await findArea(db, websiteId, areaId);
  if (!area) throw new AppError('NOT_FOUND', M.notFound);
  pressed(area.id);
  if ((await readableAreaIds(db, websiteId, siteUserId, now)).has(area.id)) return { status: 'joined', confirmedUrl: confirmedUrl(area.id) };
  const existing = await findMembership(db, websiteId, area.id, siteUserId);
  if (existing?.status === 'revoked') throw new AppError('FORBIDDEN', REVOKED_MESSAGE);
  if (area.access === 'free') {
    // Conditional writes: of presses racing, only the one that admits tells the webhooks.
    const admitted = await inTransaction(db, async (tx) => {
      if (!(await admitFreeMember(tx, { id: newId(), websiteId, memberAreaId: area.id, siteUserId, createdAt: now }))) return false;
      await emitIntegrationEvent(tx, websiteId, 'member.joined', { memberAreaId: area.id, memberAreaName: area.name, siteUserId, source: 'free' }, now); // webhooks (issue 16), with the membership
      return true;
    });
    if (!admitted && (await findMembership(db, websiteId, area.id, siteUserId))?.status === 'revoked') throw new AppError('FORBIDDEN', REVOKED_MESSAGE);
    return { status: 'joined', confirmedUrl: confirmedUrl(area.id) };
  }
  const product = area.productId ? await getProduct(db, websiteId, area.productId) : null;
  const variant = product?.variants[0];
  if (!product || !variant || !product.subscriptionPlan) throw new AppError('CONFLICT', M.notForSale);
  const [described] = await describeContent(db, websiteId, [{ collectionId: product.collectionId, itemId: product.id }]);
  return { status: 'purchase', productId: product.id, sku: variant.sku, productUrl: described?.url ?? '', confirmedUrl: confirmedUrl(area.id) };
}

/** What the access-denied page (106) shows of the area locking a page. */
export interface MemberAreaGate {
  id: string;
  name: string;
  description: string;
  access: 'free' | 'paid';
  /** The join call, for the Join button's script. */
  joinPath: string;
  /** Where Join sends a visitor who is not signed in: sign-up, coming back to the locked page. */
  signUpUrl: string;
  /** Sign-in, coming back to the locked page (where Join then admits or sells). */
  signInUrl: string;
  confirmedUrl: string;
}

/** The gate of an area, or null when it no longer exists. */
export async function memberAreaGate(db: Kysely<Schema>, websiteId: string, areaId: string, lockedPath: string): Promise<MemberAreaGate | null> {
  const area = await findArea(db, websiteId, areaId);
  if (!area) return null;
  return {
    id: area.id,
    name: area.name,
    description: area.description,
    access: area.access,
    joinPath: `/api/site-users/account/member-areas/${encodeURIComponent(area.id)}/join`,
    signUpUrl: `/account/sign-up?returnTo=${encodeURIComponent(lockedPath)}`,
    signInUrl: `/account/sign-in?returnTo=${encodeURIComponent(lockedPath)}`,
    confirmedUrl: confirmedUrl(area.id),
  };
}

/** The membership-confirmed page's data: the area, whether the viewer is a member, and its content's links. */
export interface MembershipConfirmation {
  area: { id: string; name: string; description: string };
  isMember: boolean;
  content: { title: string; url: string }[];
}

/** The confirmation of `areaId` for a viewer (null: not signed in), or null when the area does not exist. */
export async function membershipConfirmation(db: Kysely<Schema>, websiteId: string, areaId: string, siteUserId: string | null, now: number): Promise<MembershipConfirmation | null> {
  const area = await findArea(db, websiteId, areaId);
  if (!area) return null;
  const isMember = siteUserId ? (await readableAreaIds(db, websiteId, siteUserId, now)).has(area.id) : false;
  const content = isMember ? await describeContent(db, websiteId, await listContent(db, websiteId, [area.id])) : [];
  return { area: { id: area.id, name: area.name, description: area.description }, isMember, content: content.map(({ title, url }) => ({ title, url })) };
}
