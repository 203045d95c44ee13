import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { siteUserEmail } from './site-users.ts';

/*
 * The member-areas feature's routes (apps/server/src/features/member-areas): member areas, their
 * content and members (issue 11). Owners manage them with `members:manage`; a signed-in customer
 * joins one with the site-user route. A paid area is sold as a subscription product: the owner
 * either links an existing subscription product (`productId`) or gives a price and a billing
 * period, and Plinth creates the membership product in the catalog for them.
 */

const idParams = z.object({ id: z.string().trim().min(1, 'id is required.').max(100, 'id is too long.') });

/** How often a paid membership bills. */
export const membershipBillingPeriod = z.object({
  value: z.number({ error: 'billingPeriod.value must be a number.' }).int('billingPeriod.value must be a whole number.').min(1, 'billingPeriod.value must be at least 1.').max(52, 'billingPeriod.value must be at most 52.'),
  unit: z.enum(['WEEK', 'MONTH', 'YEAR'], { error: 'billingPeriod.unit must be WEEK, MONTH or YEAR.' }),
});

/**
 * What sells a paid membership: an existing subscription product, or a price and billing period
 * from which Plinth creates "<area name> membership" in the catalog (in `collectionId`, or the
 * site's first store collection).
 */
export const membershipProductInput = z.union([
  z.object({ productId: z.string().trim().min(1, 'productId is required.').max(100, 'productId is too long.') }).strict(),
  z
    .object({
      priceCents: z.number({ error: 'priceCents must be a number.' }).int('priceCents must be whole cents.').min(1, 'priceCents must be at least 1.').max(100_000_000, 'priceCents is too large.'),
      billingPeriod: membershipBillingPeriod,
      collectionId: z.string().trim().min(1).max(100, 'collectionId is too long.').optional(),
    })
    .strict(),
], { error: 'product must be { productId } or { priceCents, billingPeriod }.' });

const areaName = z.string({ error: 'name is required.' }).trim().min(1, 'name is required.').max(100, 'name must be at most 100 characters.');
const areaDescription = z.string({ error: 'description must be text.' }).trim().max(1000, 'description must be at most 1000 characters.');
const areaAccess = z.enum(['free', 'paid'], { error: 'access must be free or paid.' });

/** The product selling a paid area, as the owner sees it. */
export const membershipProduct = z.object({
  id: z.string(),
  title: z.string(),
  /** The product page ('/shop/p/members-club'). */
  url: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  billingPeriod: membershipBillingPeriod.nullable(),
});

/** One entry of an area's content: a page, a blog or a store (itemId null), or one post or product. */
export const memberAreaContentEntry = z.object({
  collectionId: z.string(),
  itemId: z.string().nullable(),
  /** The collection's or the item's title. */
  title: z.string(),
  url: z.string(),
  kind: z.enum(['page', 'blog', 'products', 'post', 'product']),
});

/** A member area as owner routes answer it. */
export const memberArea = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  access: areaAccess,
  /** Null for a free area (or a paid one whose product was deleted: nobody can buy it until relinked). */
  product: membershipProduct.nullable(),
  content: z.array(memberAreaContentEntry),
  /** Members with access now. */
  memberCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});

/** One member of an area. */
export const memberAreaMember = z.object({
  siteUserId: z.string(),
  email: z.string(),
  name: z.string(),
  /** free: joined; purchase: a paid subscription; manual: granted by the owner. */
  source: z.enum(['free', 'purchase', 'manual']),
  status: z.enum(['active', 'cancelled', 'revoked']),
  /** Access ends here (ms); null = open-ended. */
  endsAt: z.number().int().nullable(),
  /** Whether the member can read the content now. */
  hasAccess: z.boolean(),
  joinedAt: z.number().int(),
});

/** GET /api/owner/member-areas. */
export const listMemberAreas = defineRoute({
  method: 'GET',
  path: '/api/owner/member-areas',
  tag: 'member-areas',
  access: 'members:manage',
  summary: "The site's member areas by name, with their content and member counts",
  response: z.object({ memberAreas: z.array(memberArea) }),
});

/** POST /api/owner/member-areas. */
export const createMemberArea = defineRoute({
  method: 'POST',
  path: '/api/owner/member-areas',
  tag: 'member-areas',
  access: 'members:manage',
  summary: 'Creates a member area; a paid one links a subscription product or has one created from a price and billing period',
  body: z
    .object({ name: areaName, description: areaDescription.default(''), access: areaAccess.default('free'), product: membershipProductInput.optional() })
    .refine((b) => b.access === 'free' || b.product !== undefined, { message: 'A paid member area needs a product: { productId } or { priceCents, billingPeriod }.', path: ['product'] })
    .refine((b) => b.access === 'paid' || b.product === undefined, { message: 'A free member area has no product.', path: ['product'] }),
  response: z.object({ memberArea }),
  status: 201,
});

/** GET /api/owner/member-areas/content-choices. */
export const listMemberAreaContentChoices = defineRoute({
  method: 'GET',
  path: '/api/owner/member-areas/content-choices',
  tag: 'member-areas',
  access: 'members:manage',
  summary: 'What an area can keep, for the owner to pick: every page, blog and store of the site (whole), then every blog post',
  response: z.object({ choices: z.array(memberAreaContentEntry) }),
});

/** GET /api/owner/member-areas/:id. */
export const getMemberArea = defineRoute({
  method: 'GET',
  path: '/api/owner/member-areas/:id',
  tag: 'member-areas',
  access: 'members:manage',
  summary: 'One member area with its content',
  params: idParams,
  response: z.object({ memberArea }),
});

/** PATCH /api/owner/member-areas/:id. */
export const updateMemberArea = defineRoute({
  method: 'PATCH',
  path: '/api/owner/member-areas/:id',
  tag: 'member-areas',
  access: 'members:manage',
  summary: "Changes a member area's name, description, access or product (paid needs a product; free drops it)",
  params: idParams,
  body: z
    .object({ name: areaName.optional(), description: areaDescription.optional(), access: areaAccess.optional(), product: membershipProductInput.optional() })
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send a name, description, access or product.'),
  response: z.object({ memberArea }),
});

/** DELETE /api/owner/member-areas/:id. */
export const deleteMemberArea = defineRoute({
  method: 'DELETE',
  path: '/api/owner/member-areas/:id',
  tag: 'member-areas',
  access: 'members:manage',
  summary: 'Deletes a member area and its memberships; its content becomes public (a linked product stays in the catalog)',
  params: idParams,
  responseType: 'empty',
  status: 204,
});

/** PUT /api/owner/member-areas/:id/content. */
export const setMemberAreaContent = defineRoute({
  method: 'PUT',
  path: '/api/owner/member-areas/:id/content',
  tag: 'member-areas',
  access: 'members:manage',
  summary: 'Replaces what the area keeps for members: whole collections (itemId null) and single posts or products',
  params: idParams,
  body: z.object({
    content: z
      .array(
        z.object({
          collectionId: z.string({ error: 'collectionId is required.' }).trim().min(1, 'collectionId is required.').max(100, 'collectionId is too long.'),
          itemId: z.string().trim().min(1, 'itemId must not be empty (use null for the whole collection).').max(100, 'itemId is too long.').nullable().default(null),
        }),
        { error: 'content must be a list of { collectionId, itemId }.' },
      )
      .max(500, 'content must list at most 500 entries.'),
  }),
  response: z.object({ memberArea }),
});

/** GET /api/owner/member-areas/:id/members. */
export const listMemberAreaMembers = defineRoute({
  method: 'GET',
  path: '/api/owner/member-areas/:id/members',
  tag: 'member-areas',
  access: 'members:manage',
  summary: "An area's members (newest first), with how they joined and whether they have access now",
  params: idParams,
  response: z.object({ members: z.array(memberAreaMember) }),
});

/** POST /api/owner/member-areas/:id/members. */
export const grantMemberAreaAccess = defineRoute({
  method: 'POST',
  path: '/api/owner/member-areas/:id/members',
  tag: 'member-areas',
  access: 'members:manage',
  summary: 'Grants access by hand to the customer with this e-mail (open-ended; 404 when no account has it)',
  params: idParams,
  body: z.object({ email: siteUserEmail }),
  response: z.object({ member: memberAreaMember }),
  status: 201,
});

/** DELETE /api/owner/member-areas/:id/members/:siteUserId. */
export const revokeMemberAreaAccess = defineRoute({
  method: 'DELETE',
  path: '/api/owner/member-areas/:id/members/:siteUserId',
  tag: 'member-areas',
  access: 'members:manage',
  summary: "Revokes a customer's access at once (the membership stays listed as revoked)",
  params: idParams.extend({ siteUserId: z.string().trim().min(1, 'siteUserId is required.').max(100, 'siteUserId is too long.') }),
  responseType: 'empty',
  status: 204,
});

/** POST /api/site-users/account/member-areas/:id/join. */
export const joinMemberArea = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/member-areas/:id/join',
  tag: 'member-areas',
  access: 'site-user',
  summary:
    'Joins a member area: a free one at once (→ the membership-confirmed page); a paid one answers the subscription product to buy (the paid subscription grants the membership)',
  params: idParams,
  response: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('joined'),
      /** '/account/membership-confirmed?area=<id>'. */
      confirmedUrl: z.string(),
    }),
    z.object({
      status: z.literal('purchase'),
      /** Buy with POST /api/3/commerce/cart/subscription { itemId: productId, sku, qty: 1 }, signed in. */
      productId: z.string(),
      sku: z.string(),
      /** The product page, for a person. */
      productUrl: z.string(),
      /** Where the storefront goes after paying: '/account/membership-confirmed?area=<id>'. */
      confirmedUrl: z.string(),
    }),
  ]),
});

/** The member-areas feature's routes. */
export const memberAreasRoutes: readonly ApiRoute[] = [
  listMemberAreas,
  listMemberAreaContentChoices,
  createMemberArea,
  getMemberArea,
  updateMemberArea,
  deleteMemberArea,
  setMemberAreaContent,
  listMemberAreaMembers,
  grantMemberAreaAccess,
  revokeMemberAreaAccess,
  joinMemberArea,
];
