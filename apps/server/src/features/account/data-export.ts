import { getAccountData } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { mount } from '../../infra/http/mount.ts';
import type { SiteUser } from '../site-users/index.ts';
import { accountAddresses } from './addresses-service.ts';
import { accountOrders, accountSubscriptions } from './purchases-service.ts';
import { sessionOf } from './session-of.ts';

/*
 * Download my data (issue 34 "A customer's own data"): everything the site keeps about the signed-in
 * customer — profile, addresses, orders, subscriptions, restock sign-ups, the mailing list and their
 * comments — as one JSON file, for them alone (their session; never cached).
 */

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

/** The customer's data, as the file holds it. */
export async function accountData(db: Kysely<Schema>, siteUser: SiteUser, now: number) {
  const { websiteId, id, email } = siteUser;
  const user = await db.selectFrom('site_users').select(['email', 'name', 'created_at', 'email_verified_at', 'locale']).where('id', '=', id).executeTakeFirstOrThrow();
  const restock = await db
    .selectFrom('restock_signups as r')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .innerJoin('variants as v', 'v.id', 'r.variant_id')
    .select(['i.title', 'v.sku', 'r.status', 'r.created_at'])
    .where('r.website_id', '=', websiteId)
    .where('r.email', '=', email)
    .orderBy('r.created_at')
    .execute();
  const listed = await db.selectFrom('mailing_list').select(['status', 'created_at']).where('website_id', '=', websiteId).where('email', '=', email).executeTakeFirst();
  const comments = await db
    .selectFrom('comments as c')
    .innerJoin('items as i', 'i.id', 'c.item_id')
    .select(['i.title', 'c.body', 'c.status', 'c.created_at'])
    .where('c.website_id', '=', websiteId)
    .where('c.site_user_id', '=', id)
    .orderBy('c.created_at')
    .execute();
  return {
    format: 'plinth-account-data' as const,
    exportedAt: new Date(now).toISOString(),
    profile: { email: user.email, name: user.name, createdAt: iso(user.created_at) as string, emailVerified: user.email_verified_at !== null, locale: user.locale },
    addresses: (await accountAddresses(db, siteUser)).map((a) => ({ ...a.address, isDefault: a.isDefault, createdAt: iso(a.createdAt) })),
    orders: (await accountOrders(db, websiteId, id)) as unknown as Array<Record<string, unknown>>,
    subscriptions: (await accountSubscriptions(db, websiteId, id)) as unknown as Array<Record<string, unknown>>,
    restockSignups: restock.map((r) => ({ product: r.title, sku: r.sku, status: String(r.status), createdAt: iso(r.created_at) as string })),
    newsletter: { status: listed?.status ?? null, since: iso(listed?.created_at) },
    comments: comments.map((c) => ({ post: c.title, body: c.body, status: c.status, createdAt: iso(c.created_at) as string })),
  };
}

/** GET …/account/data.json, sent as a download. */
export function registerDataExportRoute(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getAccountData, async ({ request, reply }) => {
    const { siteUser } = sessionOf(request);
    reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="my-data.json"');
    return accountData(db, siteUser, now());
  });
}
