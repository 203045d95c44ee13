import type { createMemberArea as createRoute, memberArea as memberAreaSchema, memberAreaMember, setMemberAreaContent, updateMemberArea as updateRoute } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { createProduct, getProduct, repriceSubscriptionProduct } from '../catalog/index.ts';
import { changeContent, slugify } from '../site/index.ts';
import { normalizeSiteUserEmail } from '../site-users/index.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { MEMBER_AREA_MESSAGES as M } from './messages.ts';
import {
  deleteArea,
  describeContent,
  findArea,
  firstStoreCollectionId,
  insertArea,
  isStoreCollection,
  itemUrlIdsLike,
  listAreas,
  listContent,
  lockArea,
  replaceContent,
  updateArea,
  type ContentRef,
  type MemberAreaRow,
} from './member-areas-repository.ts';
import { countMembersWithAccess, findMembership, listMembers, readableAreaIds, rowGrantsAccess, saveMembership, type MemberListing } from './memberships-repository.ts';

/*
 * The owner's rules for member areas: a paid area always has a subscription product; content
 * changes bump the content version (cached pages are rebuilt with the new gates); grants and
 * revocations change who reads, not what a page holds, so they touch no cache (members' pages are
 * never cached).
 */

type MemberArea = z.infer<typeof memberAreaSchema>;
type Member = z.infer<typeof memberAreaMember>;
type ProductInput = NonNullable<z.infer<typeof createRoute.body>['product']>;

/** The owner's site. */
export interface OwnerSite {
  id: string;
  currency: string;
}

async function productView(db: Kysely<Schema>, websiteId: string, productId: string | null): Promise<MemberArea['product']> {
  if (!productId) return null;
  const product = await getProduct(db, websiteId, productId);
  if (!product) return null;
  const [described] = await describeContent(db, websiteId, [{ collectionId: product.collectionId, itemId: product.id }]);
  return {
    id: product.id,
    title: product.title,
    url: described?.url ?? '',
    priceCents: Math.min(...product.variants.map((v) => v.priceCents)),
    currency: product.currency,
    billingPeriod: product.subscriptionPlan?.billingPeriod ?? null,
  };
}

async function areaView(db: Kysely<Schema>, area: MemberAreaRow, now: number): Promise<MemberArea> {
  const [content, product, memberCount] = await Promise.all([
    listContent(db, area.websiteId, [area.id]).then((refs) => describeContent(db, area.websiteId, refs)),
    productView(db, area.websiteId, area.productId),
    countMembersWithAccess(db, area.websiteId, area.id, now),
  ]);
  return {
    id: area.id,
    name: area.name,
    description: area.description,
    access: area.access,
    product,
    content: content.map(({ collectionId, itemId, title, url, kind }) => ({ collectionId, itemId, title, url, kind })),
    memberCount,
    createdAt: area.createdAt,
    updatedAt: area.updatedAt,
  };
}

async function requireArea(db: Kysely<Schema>, websiteId: string, id: string): Promise<MemberAreaRow> {
  const area = await findArea(db, websiteId, id);
  if (!area) throw new AppError('NOT_FOUND', M.notFound);
  return area;
}

/** The product a paid area sells: a linked subscription product, or a new one made from a price and billing period. */
async function membershipProductId(db: Kysely<Schema>, site: OwnerSite, areaName: string, input: ProductInput, now: number): Promise<string> {
  if ('productId' in input) {
    const product = await getProduct(db, site.id, input.productId);
    if (!product) throw new AppError('NOT_FOUND', M.productNotFound);
    if (!product.isSubscribable || !product.subscriptionPlan) throw new AppError('INVALID', M.notSubscription);
    return product.id;
  }
  const collectionId = input.collectionId ?? (await firstStoreCollectionId(db, site.id));
  if (!collectionId) throw new AppError('INVALID', M.noStore);
  if (!(await isStoreCollection(db, site.id, collectionId))) throw new AppError('INVALID', M.storeNotFound);
  const base = `${slugify(areaName) || 'members'}-membership`.slice(0, 180);
  const taken = await itemUrlIdsLike(db, site.id, collectionId, base);
  let urlId = base;
  for (let n = 2; taken.has(urlId); n++) urlId = `${base}-${n}`;
  const { itemId } = await createProduct(db, site.id, collectionId, {
    urlId,
    title: `${areaName} membership`,
    excerpt: `Membership of ${areaName}.`,
    productType: 'SERVICE',
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: input.billingPeriod, numBillingCycles: 0 },
    variants: [{ sku: `MEMBER-${urlId.toUpperCase()}`.slice(0, 100), priceCents: input.priceCents, unlimited: true }],
    publishedAt: now,
    now,
  });
  return itemId;
}

/** The site's member areas by name. */
export async function listMemberAreas(db: Kysely<Schema>, site: OwnerSite, now: number): Promise<MemberArea[]> {
  return Promise.all((await listAreas(db, site.id)).map((area) => areaView(db, area, now)));
}

/** One member area. @throws AppError NOT_FOUND */
export async function getMemberArea(db: Kysely<Schema>, site: OwnerSite, id: string, now: number): Promise<MemberArea> {
  return areaView(db, await requireArea(db, site.id, id), now);
}

/** Creates a member area (and, for a paid one from a price, its product) in one transaction. */
export async function createMemberArea(db: Kysely<Schema>, site: OwnerSite, input: z.infer<typeof createRoute.body>, now: number): Promise<MemberArea> {
  const area = await changeContent(db, site.id, async (tx) => {
    const productId = input.access === 'paid' && input.product ? await membershipProductId(tx, site, input.name, input.product, now) : null;
    const row: MemberAreaRow = { id: newId(), websiteId: site.id, name: input.name, description: input.description, access: input.access, productId, createdAt: now, updatedAt: now };
    await insertArea(tx, row);
    return row;
  });
  return areaView(db, area, now);
}

/** Changes an area. @throws AppError NOT_FOUND; INVALID a paid area without a product, a free one with one */
export async function updateMemberArea(db: Kysely<Schema>, site: OwnerSite, id: string, input: z.infer<typeof updateRoute.body>, now: number): Promise<MemberArea> {
  const area = await changeContent(db, site.id, async (tx) => {
    const current = await requireArea(tx, site.id, id);
    const access = input.access ?? current.access;
    const name = input.name ?? current.name;
    if (access === 'free' && input.product) throw new AppError('INVALID', M.freeHasNoProduct);
    let productId = access === 'free' ? null : current.productId;
    if (access === 'paid' && input.product) {
      // A new price for the product the area sells already changes that product in place: it keeps
      // its id, so everyone who bought it keeps access (and the price they bought at).
      const repriced = productId !== null && !('productId' in input.product) && (await repriceSubscriptionProduct(tx, site.id, productId, input.product));
      if (!repriced) productId = await membershipProductId(tx, site, name, input.product, now);
    }
    if (access === 'paid' && !productId) throw new AppError('INVALID', M.paidNeedsProduct);
    const row: MemberAreaRow = { ...current, name, description: input.description ?? current.description, access, productId, updatedAt: now };
    await updateArea(tx, row);
    return row;
  });
  return areaView(db, area, now);
}

/** Deletes an area: its content becomes public. @throws AppError NOT_FOUND */
export async function deleteMemberArea(db: Kysely<Schema>, site: OwnerSite, id: string): Promise<void> {
  const deleted = await changeContent(db, site.id, (tx) => deleteArea(tx, site.id, id));
  if (!deleted) throw new AppError('NOT_FOUND', M.notFound);
}

/** Replaces what an area keeps. @throws AppError NOT_FOUND area; INVALID unknown collection or item, a duplicate */
export async function setAreaContent(db: Kysely<Schema>, site: OwnerSite, id: string, input: z.infer<typeof setMemberAreaContent.body>, now: number): Promise<MemberArea> {
  const area = await changeContent(db, site.id, async (tx) => {
    const current = await requireArea(tx, site.id, id);
    const refs: ContentRef[] = input.content.map((c) => ({ collectionId: c.collectionId, itemId: c.itemId ?? null }));
    const keys = new Set(refs.map((r) => `${r.collectionId}/${r.itemId ?? ''}`));
    if (keys.size !== refs.length) throw new AppError('INVALID', M.duplicateContent);
    const described = await describeContent(tx, site.id, refs);
    if (described.length !== refs.length) {
      const found = new Set(described.map((d) => `${d.collectionId}/${d.itemId ?? ''}`));
      const missing = refs.find((r) => !found.has(`${r.collectionId}/${r.itemId ?? ''}`)) as ContentRef;
      const collectionKnown = described.some((d) => d.collectionId === missing.collectionId) || (await describeContent(tx, site.id, [{ collectionId: missing.collectionId, itemId: null }])).length > 0;
      throw new AppError('INVALID', missing.itemId && collectionKnown ? M.itemNotFound(missing.itemId) : M.collectionNotFound(missing.collectionId));
    }
    await replaceContent(tx, site.id, id, refs.map((r) => ({ ...r, id: newId() })), now);
    const row = { ...current, updatedAt: now };
    await updateArea(tx, row);
    return row;
  });
  return areaView(db, area, now);
}

function memberView(member: MemberListing, now: number): Member {
  return { siteUserId: member.siteUserId, email: member.email, name: member.name, source: member.source, status: member.status, endsAt: member.endsAt, hasAccess: rowGrantsAccess(member, now), joinedAt: member.createdAt };
}

/** An area's members. @throws AppError NOT_FOUND */
export async function listAreaMembers(db: Kysely<Schema>, site: OwnerSite, id: string, now: number): Promise<Member[]> {
  await requireArea(db, site.id, id);
  return (await listMembers(db, site.id, id, now)).map((m) => memberView(m, now));
}

/**
 * Grants access by hand (open-ended). A customer who had no access joins: the "member joined" webhook
 * goes out as for a visitor's join, queued in the grant's transaction (not again for a repeat grant).
 * @throws AppError NOT_FOUND area or customer
 */
export async function grantAccess(db: Kysely<Schema>, site: OwnerSite, id: string, email: string, now: number): Promise<Member> {
  const area = await requireArea(db, site.id, id);
  const siteUser = await db.selectFrom('site_users').select('id').where('website_id', '=', site.id).where('email', '=', normalizeSiteUserEmail(email)).executeTakeFirst();
  if (!siteUser) throw new AppError('NOT_FOUND', M.customerNotFound);
  await inTransaction(db, async (tx) => {
    await lockArea(tx, site.id, area.id); // grants racing (two tabs) read in turn, so one tells the webhooks
    const hadAccess = (await readableAreaIds(tx, site.id, siteUser.id, now)).has(area.id);
    await saveMembership(tx, { id: newId(), websiteId: site.id, memberAreaId: area.id, siteUserId: siteUser.id, source: 'manual', subscriptionId: null, status: 'active', endsAt: null, createdAt: now });
    if (!hadAccess) await emitIntegrationEvent(tx, site.id, 'member.joined', { memberAreaId: area.id, memberAreaName: area.name, siteUserId: siteUser.id, source: 'manual' }, now); // webhooks (issue 16)
  });
  const member = (await listMembers(db, site.id, id, now)).find((m) => m.siteUserId === siteUser.id) as MemberListing;
  return memberView(member, now);
}

/** Revokes a customer's access at once (a purchase too: the row overrides the subscription). @throws AppError NOT_FOUND */
export async function revokeAccess(db: Kysely<Schema>, site: OwnerSite, id: string, siteUserId: string, now: number): Promise<void> {
  await requireArea(db, site.id, id);
  const member = (await listMembers(db, site.id, id, now)).find((m) => m.siteUserId === siteUserId);
  if (!member) throw new AppError('NOT_FOUND', M.memberNotFound);
  const existing = await findMembership(db, site.id, id, siteUserId);
  await saveMembership(db, {
    id: existing?.id ?? newId(),
    websiteId: site.id,
    memberAreaId: id,
    siteUserId,
    source: member.source,
    subscriptionId: existing?.subscriptionId ?? null,
    status: 'revoked',
    endsAt: now,
    createdAt: member.createdAt,
  });
}

/** A member area made directly (the demo seed): a free one holding `content`. */
export async function addFreeMemberArea(db: Kysely<Schema>, websiteId: string, input: { name: string; description: string; content: ContentRef[]; now: number }): Promise<string> {
  const id = newId();
  await changeContent(db, websiteId, async (tx) => {
    await insertArea(tx, { id, websiteId, name: input.name, description: input.description, access: 'free', productId: null, createdAt: input.now, updatedAt: input.now });
    await replaceContent(tx, websiteId, id, input.content.map((c) => ({ ...c, id: newId() })), input.now);
  });
  return id;
}

/** Makes a customer a member of an area directly (the demo seed; owners use {@link grantAccess}). */
export async function addMembership(db: Kysely<Schema>, websiteId: string, areaId: string, siteUserId: string, source: 'free' | 'manual', now: number): Promise<void> {
  await saveMembership(db, { id: newId(), websiteId, memberAreaId: areaId, siteUserId, source, subscriptionId: null, status: 'active', endsAt: null, createdAt: now });
}
